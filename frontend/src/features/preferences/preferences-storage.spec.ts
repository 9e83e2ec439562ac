import { DEFAULT_PREFERENCES, mergePreferences } from '@koinonia/contracts';
import { isValidStoredCopy } from './preferences-check';
import { PREFERENCES_STORAGE_KEY, readStoredPreferences, writeStoredPreferences } from './preferences-storage';

describe('the local copy of preferences', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads back what was written, with the changes not yet sent', () => {
    const preferences = {
      ...mergePreferences(DEFAULT_PREFERENCES, { language: 'sw', dashboard: { itemsPerPage: 25 } }),
      lastUpdated: '2025-03-28T10:00:00.000Z',
    };
    writeStoredPreferences('u1', { preferences, pending: { dashboard: { itemsPerPage: 25 } } });
    expect(readStoredPreferences('u1')).toEqual({ preferences, pending: { dashboard: { itemsPerPage: 25 } } });
  });

  it('gives nobody else the copy', () => {
    writeStoredPreferences('u1', { preferences: mergePreferences(DEFAULT_PREFERENCES, { language: 'ko' }), pending: null });
    expect(readStoredPreferences('u2')).toEqual({ preferences: DEFAULT_PREFERENCES, pending: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"owner":"u1", value:'],
    ['not a record', '"preferences"'],
    [
      'a wrong type',
      JSON.stringify({
        owner: 'u1',
        value: { preferences: { ...DEFAULT_PREFERENCES, dashboard: { ...DEFAULT_PREFERENCES.dashboard, itemsPerPage: 'ten' } }, pending: null },
      }),
    ],
    ['an unknown field', JSON.stringify({ owner: 'u1', value: { preferences: { ...DEFAULT_PREFERENCES, colour: 'red' }, pending: null } })],
    ['a bad unsent change', JSON.stringify({ owner: 'u1', value: { preferences: DEFAULT_PREFERENCES, pending: { language: 'xx' } } })],
    [
      'a time zone that does not exist',
      JSON.stringify({ owner: 'u1', value: { preferences: { ...DEFAULT_PREFERENCES, timeZone: 'Mars/Olympus' }, pending: null } }),
    ],
    ['an unknown feature', JSON.stringify({ owner: 'u1', value: { preferences: { ...DEFAULT_PREFERENCES, features: { teleport: true } }, pending: null } })],
    ['no preferences at all', JSON.stringify({ owner: 'u1', value: {} })],
  ])('falls back to the defaults (and says so on the console) for %s', (_label, raw) => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, raw);
    expect(readStoredPreferences('u1')).toEqual({ preferences: DEFAULT_PREFERENCES, pending: null });
    expect(warn).toHaveBeenCalled();
  });

  it('lets through, for the first screen, a copy of the right shape whose values only the full check refuses', () => {
    const preferences = { ...mergePreferences(DEFAULT_PREFERENCES, { dashboard: { itemsPerPage: 7 } }), lastUpdated: '2025-03-28T10:00:00.000Z' };
    writeStoredPreferences('u1', { preferences, pending: null });
    const stored = readStoredPreferences('u1');
    expect(stored.preferences.dashboard.itemsPerPage).toBe(7);
    expect(isValidStoredCopy(stored)).toBe(false);
    expect(
      isValidStoredCopy({ preferences: { ...preferences, dashboard: DEFAULT_PREFERENCES.dashboard }, pending: { display: { fontSize: 'huge' as 'large' } } }),
    ).toBe(false);
    expect(isValidStoredCopy({ preferences: { ...preferences, dashboard: DEFAULT_PREFERENCES.dashboard }, pending: { display: { fontSize: 'large' } } })).toBe(
      true,
    );
  });

  it('works when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readStoredPreferences('u1').preferences).toEqual(DEFAULT_PREFERENCES);
    spy.mockRestore();
  });
});
