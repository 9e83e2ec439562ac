import { DEFAULT_PREFERENCES, isLanguage, isTimeZone, mergePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';

/** Local storage key ("user preferences" in the specification's list). */
export const PREFERENCES_STORAGE_KEY = 'userPreferences';

/** This browser's copy of one user's preferences, and the changes the server has not had yet. */
export interface StoredPreferences {
  preferences: UserPreferences;
  /** Made while the server could not be reached: sent on the next chance. */
  pending: PreferencesChange | null;
}

export const emptyStoredPreferences = (): StoredPreferences => ({ preferences: mergePreferences(DEFAULT_PREFERENCES, {}), pending: null });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every field one the model has, holding the same type (groups checked field by field). */
function hasShapeOf(value: unknown, model: unknown): boolean {
  if (!isRecord(model)) return typeof value === typeof model;
  return isRecord(value) && Object.entries(value).every(([key, field]) => Object.hasOwn(model, key) && hasShapeOf(field, model[key]));
}

/**
 * The check the first screen waits for: the shape of preferences (or of a change to them), plus
 * the language and the time zone, which i18next and Intl take before anything else could refuse
 * them. The full check (class-validator, each field's allowed values) runs after the first page:
 * `isValidStoredCopy`, then `PreferencesSync.recheck`.
 */
function looksLikePreferences(value: unknown): value is PreferencesChange {
  if (!isRecord(value) || !hasShapeOf(value, DEFAULT_PREFERENCES)) return false;
  return (value.language === undefined || isLanguage(value.language)) && (value.timeZone === undefined || isTimeZone(value.timeZone));
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
    return emptyStoredPreferences();
  }
  if (raw === null) return emptyStoredPreferences();
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isRecord(stored.value)) throw new Error('not a preferences record');
    if (stored.owner !== userId) return emptyStoredPreferences();
    const { preferences: rawPreferences, pending: rawPending } = stored.value;
    const { lastUpdated, ...settings } = isRecord(rawPreferences) ? rawPreferences : {};
    if (!isRecord(rawPreferences) || !looksLikePreferences(settings)) throw new Error('preferences that do not pass the checks');
    const preferences = mergePreferences(DEFAULT_PREFERENCES, settings);
    if (typeof lastUpdated === 'string') preferences.lastUpdated = lastUpdated;
    const pending = rawPending === null || rawPending === undefined ? null : looksLikePreferences(rawPending) ? rawPending : undefined;
    if (pending === undefined) throw new Error('unsent changes that do not pass the checks');
    return { preferences, pending };
  } catch (error) {
    console.warn('Stored preferences could not be read; using the defaults.', error);
    return emptyStoredPreferences();
  }
}

export function writeStoredPreferences(userId: string, value: StoredPreferences): void {
  try {
    globalThis.localStorage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ owner: userId, value }));
  } catch {
    // Storage full or blocked: the server still has them.
  }
}
