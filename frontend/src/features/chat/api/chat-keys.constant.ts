export const chatKeys = {
  all: ['chat'] as const,
  me: () => [...chatKeys.all, 'me'] as const,
  channels: () => [...chatKeys.all, 'channels'] as const,
  history: (channelId: string) => [...chatKeys.all, 'history', channelId] as const,
  people: () => [...chatKeys.all, 'people'] as const,
};
