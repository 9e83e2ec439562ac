/** Every attendance query lives under `['attendance']`, so a recording refreshes them all. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  gatherings: () => [...attendanceKeys.all, 'gatherings'] as const,
  gathering: (id: string) => [...attendanceKeys.all, 'gathering', id] as const,
  register: (id: string, occurrence: string | undefined) => [...attendanceKeys.all, 'register', id, occurrence ?? 'current'] as const,
  people: () => [...attendanceKeys.all, 'people'] as const,
  member: (id: string) => [...attendanceKeys.all, 'member', id] as const,
  rooms: () => [...attendanceKeys.all, 'rooms'] as const,
  families: (search: string) => [...attendanceKeys.all, 'families', search] as const,
  custody: (from: string, to: string) => [...attendanceKeys.all, 'custody', from, to] as const,
};
