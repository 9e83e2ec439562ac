export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  system: () => ['admin', 'system'] as const,
  maintenance: () => ['admin', 'maintenance'] as const,
};

/** How often the dashboard refreshes what changes by itself: system health, then accounts. */
export const SYSTEM_REFRESH_MS = 10_000;
export const OVERVIEW_REFRESH_MS = 30_000;
