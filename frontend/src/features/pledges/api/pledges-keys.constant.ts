/** The pledges feature's query keys: every command refreshes everything under `all`. */
export const pledgesKeys = {
  all: ['pledges'] as const,
  campaigns: () => ['pledges', 'campaigns'] as const,
  campaign: (id: string) => ['pledges', 'campaigns', id] as const,
  mine: () => ['pledges', 'mine'] as const,
  funds: () => ['pledges', 'funds'] as const,
};
