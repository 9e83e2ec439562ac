/** Every notification query lives under `['notifications']`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  board: () => [...notificationKeys.all, 'board'] as const,
  preview: (address: unknown) => [...notificationKeys.all, 'preview', address] as const,
  choices: () => [...notificationKeys.all, 'audience-choices'] as const,
};
