/** Every query about the signed-in person's own account lives under `['account']`. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
};
