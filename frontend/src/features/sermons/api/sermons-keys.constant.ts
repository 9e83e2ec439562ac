/** Query keys of the sermons feature: every sermon command invalidates `all`. */
export const sermonsKeys = {
  all: ['sermons'] as const,
  list: (query: Record<string, string | number>) => [...sermonsKeys.all, 'list', query] as const,
  facets: () => [...sermonsKeys.all, 'facets'] as const,
  one: (id: string) => [...sermonsKeys.all, 'one', id] as const,
  passages: (id: string) => [...sermonsKeys.all, 'passages', id] as const,
  recording: (recordingId: string) => [...sermonsKeys.all, 'recording', recordingId] as const,
};
