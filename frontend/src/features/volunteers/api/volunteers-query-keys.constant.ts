/** Every volunteers query lives under `['volunteers']`, so one invalidation after a change refreshes them all. */
export const volunteersKeys = {
  all: ['volunteers'] as const,
  schedule: () => [...volunteersKeys.all, 'schedule'] as const,
  blockouts: () => [...volunteersKeys.all, 'blockouts'] as const,
  slots: (week: string, teamId: string) => [...volunteersKeys.all, 'slots', week, teamId] as const,
  slot: (slotId: string) => [...volunteersKeys.all, 'slot', slotId] as const,
  teams: () => [...volunteersKeys.all, 'teams'] as const,
  candidates: (slotId: string) => [...volunteersKeys.all, 'candidates', slotId] as const,
  autoFill: (slotId: string) => [...volunteersKeys.all, 'auto-fill', slotId] as const,
  fillRate: (week: string, weeks: number) => [...volunteersKeys.all, 'fill-rate', week, weeks] as const,
  occurrences: (from: string, to: string) => [...volunteersKeys.all, 'occurrences', from, to] as const,
  link: (assignmentId: string, token: string) => [...volunteersKeys.all, 'link', assignmentId, token] as const,
};

export const slotPath = (id: string) => `/api/volunteer-slots/${encodeURIComponent(id)}`;
export const assignmentPath = (id: string) => `/api/volunteer-assignments/${encodeURIComponent(id)}`;
export const teamPath = (id: string) => `/api/volunteer-teams/${encodeURIComponent(id)}`;
