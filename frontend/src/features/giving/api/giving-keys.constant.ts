/** Query keys of the giving feature: every giving command invalidates `all`. */
export const givingKeys = {
  all: ['giving'] as const,
  funds: () => [...givingKeys.all, 'funds'] as const,
  donations: (filters: Record<string, string | number>) => [...givingKeys.all, 'donations', filters] as const,
  donation: (id: string) => [...givingKeys.all, 'donation', id] as const,
  batches: () => [...givingKeys.all, 'batches'] as const,
  analytics: (from: string, to: string) => [...givingKeys.all, 'analytics', from, to] as const,
  mine: () => [...givingKeys.all, 'mine'] as const,
  donorSearch: (search: string) => [...givingKeys.all, 'donor-search', search] as const,
};
