import type { UserPreferences } from '@koinonia/contracts';

/** The whole set after the change, so a read model needs no earlier event to show it. */
export type UserPreferencesChanged = { type: 'UserPreferencesChanged'; data: { userId: string; preferences: Omit<UserPreferences, 'lastUpdated'> } };

export type PreferencesEvent = UserPreferencesChanged;

export const preferencesStream = (userId: string) => `preferences-${userId}`;
