import styled from 'styled-components';

/** A titled part of a volunteers page. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

export const StyledSectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledWhat = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1 1 14rem;
`;

export const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
`;
