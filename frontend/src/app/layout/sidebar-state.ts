import { useCallback } from 'react';
import { parsers, STORAGE_KEYS, useOwnedState, useStoredState, type Parser } from '../../shared/storage';
import { isStaticPath, matchRoute, SIDEBAR_GROUPS, type SidebarGroup } from '../../shared/routing';

/** Specification, section 9: up to 5 favourites in the sidebar. */
export const MAX_FAVORITES = 5;

const parseGroups: Parser<SidebarGroup[]> = (value) =>
  parsers
    .strings(SIDEBAR_GROUPS.length)(value)
    ?.filter((g): g is SidebarGroup => (SIDEBAR_GROUPS as readonly string[]).includes(g));

/** Favourites are pages of the route table: a stored path that no longer is one is dropped. */
const parseFavorites: Parser<string[]> = (value) =>
  parsers
    .strings(50)(value)
    ?.filter((path) => isStaticPath(path) && matchRoute(path) !== null)
    .slice(0, MAX_FAVORITES);

export interface SidebarState {
  collapsed: boolean;
  toggleCollapsed: () => void;
  expanded: readonly SidebarGroup[];
  toggleGroup: (group: SidebarGroup) => void;
  openGroup: (group: SidebarGroup) => void;
  favorites: readonly string[];
  /** False when the list is full (nothing changes). */
  toggleFavorite: (path: string) => boolean;
}

/**
 * The sidebar's remembered state: collapsed or not and the open groups (for this browser),
 * and the favourites (for this user).
 */
export function useSidebarState(userId: string): SidebarState {
  const [collapsed, setCollapsed] = useStoredState(STORAGE_KEYS.sidebarCollapsed, parsers.boolean, false);
  const [expanded, setExpanded] = useStoredState<SidebarGroup[]>(STORAGE_KEYS.expandedGroups, parseGroups, []);
  // None until the person pins some: Home is already in its group (Dashboard), and a default
  // favourite listed it twice.
  const [favorites, setFavorites] = useOwnedState<string[]>(STORAGE_KEYS.favorites, userId, parseFavorites, []);

  const toggleGroup = useCallback(
    (group: SidebarGroup) => setExpanded((current) => (current.includes(group) ? current.filter((g) => g !== group) : [...current, group])),
    [setExpanded],
  );
  const openGroup = useCallback((group: SidebarGroup) => setExpanded((current) => (current.includes(group) ? current : [...current, group])), [setExpanded]);
  const toggleFavorite = useCallback(
    (path: string) => {
      if (!favorites.includes(path) && favorites.length >= MAX_FAVORITES) return false;
      setFavorites((current) => (current.includes(path) ? current.filter((p) => p !== path) : [...current, path].slice(0, MAX_FAVORITES)));
      return true;
    },
    [favorites, setFavorites],
  );

  return {
    collapsed,
    toggleCollapsed: () => setCollapsed((value) => !value),
    expanded,
    toggleGroup,
    openGroup,
    favorites,
    toggleFavorite,
  };
}
