import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Crumb } from './use-route-trail.hook';

const StyledNav = styled.nav`
  min-width: 0;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  li + li::before {
    content: '›';
    color: ${({ theme }) => theme.color.textSubtle};
  }
  a {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/** Where this page sits: Home › Member Directory › Ruth Anderson. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('shell');
  if (trail.length === 0) return null;
  return (
    <StyledNav aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.path ? (
              <Link to={crumb.path}>{crumb.label}</Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </StyledNav>
  );
}
