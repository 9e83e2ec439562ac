/** Every care query lives under `['care']`, so one invalidation refreshes them all. */
export const careKeys = {
  all: ['care'] as const,
  prayer: () => [...careKeys.all, 'prayer'] as const,
  requests: (memberId?: string) => [...careKeys.all, 'requests', memberId ?? 'all'] as const,
  notes: (memberId: string, careRequestId?: string) => [...careKeys.all, 'notes', memberId, careRequestId ?? 'all'] as const,
  communications: (memberId?: string) => [...careKeys.all, 'communications', memberId ?? 'all'] as const,
  assignees: () => [...careKeys.all, 'assignees'] as const,
};
