import styled from 'styled-components';

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  margin-block-end: ${({ theme }) => theme.space.lg};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  td[data-amount],
  th[data-amount] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-block: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export const StyledLink = styled.a`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  padding-block-end: ${({ theme }) => theme.space.sm};
`;
