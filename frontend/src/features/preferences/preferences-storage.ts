import { DEFAULT_PREFERENCES, mergePreferences, parsePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';

/** Local storage key ("user preferences" in the specification's list). */
export const PREFERENCES_STORAGE_KEY = 'userPreferences';

/** This browser's copy of one user's preferences, and the changes the server has not had yet. */
export interface StoredPreferences {
  preferences: UserPreferences;
  /** Made while the server could not be reached: sent on the next chance. */
  pending: PreferencesChange | null;
}

const empty = (): StoredPreferences => ({ preferences: mergePreferences(DEFAULT_PREFERENCES, {}), pending: null });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The copy kept for `userId`. Another user's copy, none, or a corrupt one (edited by hand, from an
 * older version, not JSON) gives the defaults; a corrupt one is reported on the console.
 */
export function readStoredPreferences(userId: string): StoredPreferences {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(PREFERENCES_STORAGE_KEY) ?? null;
  } catch {
    return empty();
  }
  if (raw === null) return empty();
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isRecord(stored.value)) throw new Error('not a preferences record');
    if (stored.owner !== userId) return empty();
    const { preferences: rawPreferences, pending: rawPending } = stored.value;
    const { lastUpdated, ...settings } = isRecord(rawPreferences) ? rawPreferences : {};
    const preferences = isRecord(rawPreferences) ? parsePreferences(settings) : null;
    if (!preferences) throw new Error('preferences that do not pass the checks');
    if (typeof lastUpdated === 'string') preferences.lastUpdated = lastUpdated;
    const pending = rawPending === null || rawPending === undefined ? null : parsePreferences(rawPending) ? (rawPending as PreferencesChange) : undefined;
    if (pending === undefined) throw new Error('unsent changes that do not pass the checks');
    return { preferences, pending };
  } catch (error) {
    console.warn('Stored preferences could not be read; using the defaults.', error);
    return empty();
  }
}

export function writeStoredPreferences(userId: string, value: StoredPreferences): void {
  try {
    globalThis.localStorage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ owner: userId, value }));
  } catch {
    // Storage full or blocked: the server still has them.
  }
}
