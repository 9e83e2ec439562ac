/** Every worship query lives under `['worship']`, so one invalidation after a change refreshes them all. */
export const worshipKeys = {
  all: ['worship'] as const,
  services: (from: string, to: string) => [...worshipKeys.all, 'services', from, to] as const,
  programs: (from: string, to: string) => [...worshipKeys.all, 'programs', from, to] as const,
  program: (id: string) => [...worshipKeys.all, 'program', id] as const,
  templates: () => [...worshipKeys.all, 'templates'] as const,
  songs: (q: string) => [...worshipKeys.all, 'songs', q] as const,
  usage: (from: string, to: string) => [...worshipKeys.all, 'usage', from, to] as const,
};

export const programPath = (id: string) => `/api/programs/${encodeURIComponent(id)}`;
export const songPath = (id: string) => `/api/songs/${encodeURIComponent(id)}`;
