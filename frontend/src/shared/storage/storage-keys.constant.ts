/** Local storage keys of the specification (section 7), one place for all of them. */
export const STORAGE_KEYS = {
  sidebarCollapsed: 'sidebarCollapsed',
  expandedGroups: 'expandedGroups',
  favorites: 'favorites',
  navigationHistory: 'navigationHistory',
  recentSearches: 'recentSearches',
  paletteFavorites: 'paletteFavorites',
  errorLogs: 'errorLogs',
  /** Not the specification's: whether this browser's last session check found someone (see app-routes). */
  signedInHint: 'signedInHint',
} as const;
