/** Query keys of what the organisation serves now. Queries under this root mark themselves with AVAILABILITY_META. */
export const availabilityKeys = {
  all: ['availability'] as const,
  status: () => ['availability', 'status'] as const,
  features: () => ['availability', 'features'] as const,
  churchSettings: () => ['availability', 'church-settings'] as const,
};

/**
 * Set on the availability queries themselves: a MAINTENANCE_MODE or FEATURE_DISABLED answer to
 * them must not trigger another refresh of them (see createQueryClient).
 */
export const AVAILABILITY_META = { availability: true } as const;
