import { DEFAULT_PREFERENCES, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import { createContext, useContext } from 'react';

/** Where the signed-in user's preferences stand with the server. */
export type PreferencesSyncStatus = 'local' | 'saving' | 'saved' | 'offline' | 'failed';

export interface PreferencesContextValue {
  preferences: UserPreferences;
  status: PreferencesSyncStatus;
  /** The catalogue code of the last failed save, when `status` is `failed`. */
  errorCode: string | null;
  /** Applies at once, is kept in this browser and sent to the server (later, when offline). */
  update: (change: PreferencesChange) => void;
  /** Replaces them with an exported file's; false (and nothing changed) when the file is not valid preferences. */
  importPreferences: (text: string) => boolean;
  exportPreferences: () => string;
  reset: () => void;
}

/** Outside a signed-in session (and in tests that need none): the defaults, and changes go nowhere. */
const DEFAULTS: PreferencesContextValue = {
  preferences: DEFAULT_PREFERENCES,
  status: 'local',
  errorCode: null,
  update: () => undefined,
  importPreferences: () => false,
  exportPreferences: () => JSON.stringify(DEFAULT_PREFERENCES, null, 2),
  reset: () => undefined,
};

/**
 * Shared so that any feature can follow the user's preferences (the member list's page size,
 * home's cards) without importing the preferences feature, which provides the value.
 */
export const PreferencesContext = createContext<PreferencesContextValue>(DEFAULTS);

export function usePreferences(): PreferencesContextValue {
  return useContext(PreferencesContext);
}

/**
 * The preferences alone, for screens that only read them (home's cards, the members page, the
 * navigation's areas): unlike `usePreferences`, a sync's status (saving, saved, offline) does not
 * render them again, and neither does the server's answer when it is what this browser had.
 */
export const PreferenceValuesContext = createContext<UserPreferences>(DEFAULT_PREFERENCES);

export function useUserPreferences(): UserPreferences {
  return useContext(PreferenceValuesContext);
}
