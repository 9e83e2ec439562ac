import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useToast, useTooltip, VisuallyHidden } from '../../shared/ui';
import { groupOf, isStaticPath, matchRoute, ROUTES, SIDEBAR_GROUPS, useRouteLabel, type RouteEntry, type SidebarGroup } from '../../shared/routing';
import { useCurrentness, type Currentness } from '../routes/use-current-route.hook';
import { Icon } from './icons';
import { MAX_FAVORITES, type SidebarState } from './sidebar-state';
import { useRouteFilter } from '../routes/use-route-filter.hook';

/** Specification, section 9: 320 px open, 64 px collapsed. */
export const SIDEBAR_WIDTH = { expanded: '320px', collapsed: '64px' } as const;

/** The sidebar's pages: every route the table gives a group and a plain path, in table order. */
export function sidebarEntries(): Array<{ group: SidebarGroup; routes: RouteEntry[] }> {
  return SIDEBAR_GROUPS.map((group) => ({
    group,
    routes: ROUTES.filter((route) => route.group === group && isStaticPath(route.paths[0])),
  }));
}

const StyledSidebar = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme, $collapsed }) => ($collapsed ? theme.space.sm : theme.space.md)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledIconButton = styled.button`
  ${iconButton}
  &[aria-current] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledTop = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
`;

const StyledFilter = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  /* The pin shows on hover and focus (and always for touch, where there is no hover). */
  @media (hover: hover) {
    &:not(:hover):not(:focus-within) button[aria-pressed='false'] {
      opacity: 0;
    }
  }
`;

const StyledLink = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  min-height: 2.25rem;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const StyledPin = styled.button`
  ${iconButton}
  width: 2rem;
  height: 2rem;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledGroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  span {
    flex: 1;
  }
`;

const StyledRail = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

function PageItem({ route, label, state, current }: { route: RouteEntry; label: string; state: SidebarState; current: Currentness }) {
  const { t } = useTranslation('shell');
  const tip = useTooltip();
  const toast = useToast();
  const path = route.paths[0];
  const pinned = state.favorites.includes(path);
  const toggle = () => {
    if (!state.toggleFavorite(path)) toast.show({ tone: 'info', message: t('sidebar.favoritesFull', { count: MAX_FAVORITES }) });
  };
  return (
    <StyledItem>
      <StyledLink to={path} aria-current={current}>
        {label}
      </StyledLink>
      <StyledPin
        type="button"
        aria-pressed={pinned}
        aria-label={t(pinned ? 'sidebar.unpin' : 'sidebar.pin', { page: label })}
        title={tip(t(pinned ? 'sidebar.unpin' : 'sidebar.pin', { page: label }))}
        onClick={toggle}
      >
        <Icon name="star" filled={pinned} size="1rem" />
      </StyledPin>
    </StyledItem>
  );
}

export interface SidebarProps {
  state: SidebarState;
  /** In the drawer the sidebar is always open and cannot collapse. */
  inDrawer?: boolean;
}

/**
 * The sidebar: favourites, then the twelve groups listing the routed pages the user may open.
 * It collapses to a rail of icons; groups open and close; the current page's group opens by
 * itself; the filter box finds pages by label.
 */
export function Sidebar({ state, inDrawer = false }: SidebarProps) {
  const { t } = useTranslation('shell');
  const tip = useTooltip();
  const label = useRouteLabel().title;
  const location = useLocation();
  const offered = useRouteFilter();
  const [filter, setFilter] = useState('');
  const baseId = useId();
  const collapsed = state.collapsed && !inDrawer;
  const { openGroup } = state;

  const currentness = useCurrentness();
  const shown = matchRoute(location.pathname)?.route;
  const currentGroup = shown ? groupOf(shown) : null;
  useEffect(() => {
    if (currentGroup) openGroup(currentGroup);
  }, [currentGroup, openGroup]);

  const groups = sidebarEntries()
    .map(({ group, routes }) => ({ group, routes: routes.filter(offered) }))
    .filter(({ routes }) => routes.length > 0);
  const favorites = state.favorites.map((path) => matchRoute(path)?.route).filter((route): route is RouteEntry => !!route && offered(route));

  const expandTo = (group?: SidebarGroup) => {
    state.toggleCollapsed();
    if (group) openGroup(group);
  };

  if (collapsed) {
    return (
      <StyledSidebar aria-label={t('sidebar.label')} $collapsed>
        <StyledTop $collapsed>
          <StyledIconButton type="button" aria-label={t('sidebar.expand')} title={tip(t('sidebar.expand'))} onClick={() => expandTo()}>
            <Icon name="expand" />
          </StyledIconButton>
        </StyledTop>
        <StyledRail>
          <li>
            <StyledIconButton type="button" aria-label={t('sidebar.favorites')} title={tip(t('sidebar.favorites'))} onClick={() => expandTo()}>
              <Icon name="star" />
            </StyledIconButton>
          </li>
          {groups.map(({ group }) => (
            <li key={group}>
              <StyledIconButton
                type="button"
                aria-label={t(`groups.${group}`)}
                title={tip(t(`groups.${group}`))}
                aria-current={group === currentGroup ? 'true' : undefined}
                onClick={() => expandTo(group)}
              >
                <Icon name={group} />
              </StyledIconButton>
            </li>
          ))}
        </StyledRail>
      </StyledSidebar>
    );
  }

  const query = filter.trim().toLowerCase();
  const shownGroups = query
    ? groups
        .map(({ group, routes }) => ({ group, routes: routes.filter((route) => label(route).toLowerCase().includes(query)) }))
        .filter(({ routes }) => routes.length > 0)
    : groups;

  return (
    <StyledSidebar aria-label={t('sidebar.label')} $collapsed={false}>
      <StyledTop $collapsed={false}>
        <VisuallyHidden as="label" htmlFor={`${baseId}-filter`}>
          {t('sidebar.filter')}
        </VisuallyHidden>
        <StyledFilter
          id={`${baseId}-filter`}
          type="search"
          value={filter}
          placeholder={t('sidebar.filterPlaceholder')}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
        />
        {!inDrawer && (
          <StyledIconButton type="button" aria-label={t('sidebar.collapse')} title={tip(t('sidebar.collapse'))} onClick={state.toggleCollapsed}>
            <Icon name="collapse" />
          </StyledIconButton>
        )}
      </StyledTop>

      {!query && (
        <section aria-labelledby={`${baseId}-favorites`}>
          <StyledHeading id={`${baseId}-favorites`}>
            <Icon name="star" size="0.875rem" />
            {t('sidebar.favorites')}
          </StyledHeading>
          {favorites.length === 0 ? (
            <StyledNote>{t('sidebar.noFavorites')}</StyledNote>
          ) : (
            <StyledList>
              {favorites.map((route) => (
                <PageItem key={route.id} route={route} label={label(route)} state={state} current={currentness(route.id)} />
              ))}
            </StyledList>
          )}
        </section>
      )}

      {query && shownGroups.length === 0 && <StyledNote role="status">{t('sidebar.noMatch')}</StyledNote>}

      {shownGroups.map(({ group, routes }) => {
        const open = query !== '' || state.expanded.includes(group);
        const listId = `${baseId}-${group}`;
        return (
          <div key={group}>
            <StyledGroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => state.toggleGroup(group)} disabled={query !== ''}>
              <Icon name={group} />
              <span>{t(`groups.${group}`)}</span>
              <Icon name={open ? 'chevronDown' : 'chevronRight'} size="1rem" />
            </StyledGroupButton>
            {open && (
              <StyledList id={listId}>
                {routes.map((route) => (
                  <PageItem key={route.id} route={route} label={label(route)} state={state} current={currentness(route.id)} />
                ))}
              </StyledList>
            )}
          </div>
        );
      })}
    </StyledSidebar>
  );
}
