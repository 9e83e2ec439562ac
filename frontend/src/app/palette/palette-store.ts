import { useCallback } from 'react';
import { parsers, STORAGE_KEYS, useOwnedState, type Parser } from '../../shared/storage';
import { PALETTE_LIMITS, rememberSearch, type PaletteShortcut } from './rank-palette';

const parseShortcut: Parser<PaletteShortcut> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { path, title } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && typeof title === 'string' ? { path, title } : undefined;
};

/** The palette's own memory, per user: recent searches and favourites (newest first). */
export function usePaletteStore(userId: string) {
  const [searches, setSearches] = useOwnedState(STORAGE_KEYS.recentSearches, userId, parsers.strings(PALETTE_LIMITS.recentSearchesKept), []);
  const [favorites, setFavorites] = useOwnedState(STORAGE_KEYS.paletteFavorites, userId, parsers.list(parseShortcut, PALETTE_LIMITS.favoritesKept), []);

  const remember = useCallback((query: string) => setSearches((current) => rememberSearch(current, query)), [setSearches]);
  const toggleFavorite = useCallback(
    (item: PaletteShortcut) =>
      setFavorites((current) =>
        current.some((f) => f.path === item.path)
          ? current.filter((f) => f.path !== item.path)
          : [{ path: item.path, title: item.title }, ...current].slice(0, PALETTE_LIMITS.favoritesKept),
      ),
    [setFavorites],
  );
  return { searches, remember, favorites, toggleFavorite, isFavorite: (path: string) => favorites.some((f) => f.path === path) };
}
