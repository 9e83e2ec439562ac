/** Query keys of the vendors feature: every vendors command invalidates `all`. */
export const vendorsKeys = {
  all: ['vendors'] as const,
  directory: (search: string, category: string) => [...vendorsKeys.all, 'directory', search, category] as const,
  accounts: () => [...vendorsKeys.all, 'accounts'] as const,
  own: () => [...vendorsKeys.all, 'own'] as const,
  one: (id: string) => [...vendorsKeys.all, 'one', id] as const,
  bookings: (status: string) => [...vendorsKeys.all, 'bookings', status] as const,
};
