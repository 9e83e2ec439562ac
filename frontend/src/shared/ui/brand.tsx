import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.875rem;
  height: 1.875rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledName = styled.span<{ $hideOnNarrow: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${({ $hideOnNarrow }) => ($hideOnNarrow ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0);' : '')}
  }
`;

/** The product's mark and name, linking home. On narrow screens the header keeps only the mark. */
export function Brand({ to, name, hideNameOnNarrow = false }: { to: string; name: string; hideNameOnNarrow?: boolean }) {
  return (
    <StyledBrand to={to}>
      <StyledMark aria-hidden="true">✚</StyledMark>
      <StyledName $hideOnNarrow={hideNameOnNarrow}>{name}</StyledName>
    </StyledBrand>
  );
}
