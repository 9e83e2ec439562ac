export const giveKeys = {
  all: ['give'] as const,
  status: () => [...giveKeys.all, 'status'] as const,
  gift: (id: string) => [...giveKeys.all, 'gift', id] as const,
  mine: () => [...giveKeys.all, 'mine'] as const,
};
