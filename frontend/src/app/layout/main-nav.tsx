import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_NAVIGATION, pathOf, routeById } from '../routes/route-table';
import { useCurrentness } from '../routes/use-current-route.hook';
import { useRouteFilter } from '../routes/use-route-filter.hook';

const StyledNav = styled.nav<{ $vertical: boolean }>`
  min-width: 0;
  ul {
    display: flex;
    flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
    gap: ${({ theme }) => theme.space.xxs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StyledNavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  @media (max-width: 1439.98px) { padding: 0 ${({ theme }) => theme.space.sm}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; color: ${({ theme }) => theme.color.text}; }
  &[aria-current] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Home, Members, Events, Sermons, Livestream, Community, Prayer, Executive, Admin — those the
 * user may open. An entry is marked on its screen under any of its paths, and above a record.
 */
export function MainNav({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation('shell');
  const offered = useRouteFilter();
  const currentness = useCurrentness();
  const items = MAIN_NAVIGATION.filter((item) => offered(routeById(item.route)));
  return (
    <StyledNav aria-label={t('common:nav.label')} $vertical={vertical}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <StyledNavLink to={pathOf(item.route)} aria-current={currentness(item.route)}>
              {t(`nav.${item.label}`)}
            </StyledNavLink>
          </li>
        ))}
      </ul>
    </StyledNav>
  );
}
