import { parsePreferences } from '@koinonia/contracts';
import type { StoredPreferences } from './preferences-storage';

/**
 * The full check of this browser's copy (class-validator, through contracts): every field one of
 * its allowed values, as the server would accept it. Fetched after the first page, so the first
 * load does not carry class-validator; the copy on screen meanwhile passed the shape check.
 */
export function isValidStoredCopy({ preferences, pending }: StoredPreferences): boolean {
  const { lastUpdated: _lastUpdated, ...settings } = preferences;
  return parsePreferences(settings) !== null && (pending === null || parsePreferences(pending) !== null);
}
