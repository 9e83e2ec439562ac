/** Query keys of the livestream feature: every livestream command invalidates `all`. */
export const livestreamKeys = {
  all: ['livestream'] as const,
  status: () => [...livestreamKeys.all, 'status'] as const,
  settings: () => [...livestreamKeys.all, 'settings'] as const,
  publicStatus: () => [...livestreamKeys.all, 'public-status'] as const,
};
