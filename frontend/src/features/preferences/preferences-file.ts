import { parsePreferences, type UserPreferences } from '@koinonia/contracts';

/** An exported file is about 1.5 kB; anything far larger is not one. */
export const PREFERENCES_FILE_MAX_BYTES = 64 * 1024;

export type PreferencesFileProblem = 'tooLarge' | 'notJson' | 'invalid';

export type PreferencesFileResult = { ok: true; preferences: UserPreferences } | { ok: false; problem: PreferencesFileProblem };

/**
 * Reads an imported preferences file: an export, or any subset of its fields (the rest take
 * their defaults). Refused when too large, not JSON, or holding an unknown field or a bad value.
 */
export function readPreferencesFile(text: string): PreferencesFileResult {
  if (new Blob([text]).size > PREFERENCES_FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const preferences = parsePreferences(value);
  return preferences ? { ok: true, preferences } : { ok: false, problem: 'invalid' };
}

/** What Export writes: the whole set, readable, importable again as it is. */
export function preferencesFileText(preferences: UserPreferences): string {
  return `${JSON.stringify(preferences, null, 2)}\n`;
}
