import { DEFAULT_PREFERENCES, mergePreferences } from '@koinonia/contracts';
import { PREFERENCES_FILE_MAX_BYTES, preferencesFileText, readPreferencesFile } from './preferences-file';

describe('preferences files', () => {
  it('reads an export back as it was', () => {
    const preferences = { ...mergePreferences(DEFAULT_PREFERENCES, { language: 'ar', display: { highContrast: true } }), lastUpdated: null };
    expect(readPreferencesFile(preferencesFileText(preferences))).toEqual({ ok: true, preferences });
  });

  it.each([
    ['bad JSON', '{ "language": "en", ', 'notJson'],
    ['empty', '', 'notJson'],
    ['a wrong type', JSON.stringify({ display: { highContrast: 'yes' } }), 'invalid'],
    ['an unknown field', JSON.stringify({ ...DEFAULT_PREFERENCES, password: 'x' }), 'invalid'],
    ['an unknown language', JSON.stringify({ language: 'tlh' }), 'invalid'],
    ['an array', '[]', 'invalid'],
    ['too large', JSON.stringify({ ...DEFAULT_PREFERENCES, lastUpdated: null, padding: 'x'.repeat(PREFERENCES_FILE_MAX_BYTES) }), 'tooLarge'],
  ])('refuses %s', (_label, text, problem) => {
    expect(readPreferencesFile(text)).toEqual({ ok: false, problem });
  });
});
