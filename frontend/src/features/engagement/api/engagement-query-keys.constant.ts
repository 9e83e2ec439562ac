/** Every engagement query lives under `['engagement']`. */
export const engagementKeys = {
  all: ['engagement'] as const,
  overview: (asOf: string) => [...engagementKeys.all, 'overview', asOf] as const,
  member: (memberId: string, asOf: string) => [...engagementKeys.all, 'member', memberId, asOf] as const,
};
