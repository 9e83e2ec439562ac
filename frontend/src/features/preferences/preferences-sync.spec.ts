import { DEFAULT_PREFERENCES, mergePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import { ApiError } from '../../shared/api';
import type { PreferencesApi } from './api/preferences.api';
import { isValidStoredCopy } from './preferences-check';
import { readStoredPreferences, writeStoredPreferences } from './preferences-storage';
import { combineChanges, PreferencesSync, type PreferencesSyncState } from './preferences-sync';

/** A server that keeps one user's preferences, and can be taken offline. */
function fakeServer(initial: UserPreferences = DEFAULT_PREFERENCES) {
  let stored = clone(initial);
  const server = {
    offline: false,
    changes: [] as PreferencesChange[],
    get stored() {
      return stored;
    },
    api: {
      get: async () => {
        if (server.offline) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
        return clone(stored);
      },
      change: async (change: PreferencesChange) => {
        if (server.offline) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
        server.changes.push(change);
        stored = { ...mergePreferences(stored, change), lastUpdated: new Date().toISOString() };
        return clone(stored);
      },
      reset: async () => {
        if (server.offline) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
        stored = { ...clone(DEFAULT_PREFERENCES), lastUpdated: new Date().toISOString() };
        return clone(stored);
      },
    } satisfies PreferencesApi,
  };
  return server;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const saved = (change: PreferencesChange): UserPreferences => ({ ...mergePreferences(DEFAULT_PREFERENCES, change), lastUpdated: '2025-01-01T00:00:00.000Z' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preferences sync', () => {
  let states: PreferencesSyncState[];
  const record = (state: PreferencesSyncState) => states.push(state);

  beforeEach(() => {
    localStorage.clear();
    states = [];
  });

  it('takes the server’s copy on sign-in over an older local one', async () => {
    writeStoredPreferences('u1', { preferences: saved({ language: 'fr' }), pending: null });
    const server = fakeServer(saved({ language: 'ko', dashboard: { itemsPerPage: 50 } }));
    const sync = new PreferencesSync('u1', server.api, record);
    expect(sync.current.preferences.language).toBe('fr');

    await sync.start();

    expect(sync.current).toMatchObject({ status: 'saved', preferences: { language: 'ko', dashboard: { itemsPerPage: 50 } } });
    expect(readStoredPreferences('u1').preferences.language).toBe('ko');
    expect(server.changes).toEqual([]);
  });

  it('applies a change at once, keeps it locally and sends it', async () => {
    const server = fakeServer();
    const sync = new PreferencesSync('u1', server.api, record);
    await sync.start();

    sync.update({ display: { highContrast: true } });
    expect(sync.current.preferences.display.highContrast).toBe(true);
    expect(readStoredPreferences('u1')).toMatchObject({ preferences: { display: { highContrast: true } }, pending: { display: { highContrast: true } } });
    await settle();

    expect(server.stored.display.highContrast).toBe(true);
    expect(sync.current.status).toBe('saved');
    expect(readStoredPreferences('u1').pending).toBeNull();
  });

  it('keeps changes made offline, across a reload, and sends them when the server is back — then the server’s copy stands', async () => {
    const server = fakeServer(saved({ language: 'es' }));
    const first = new PreferencesSync('u1', server.api, record);
    await first.start();
    server.offline = true;

    first.update({ dashboard: { itemsPerPage: 25 } });
    first.update({ display: { timeFormat: '24h' } });
    await settle();
    expect(first.current.status).toBe('offline');
    expect(first.current.preferences.dashboard.itemsPerPage).toBe(25);
    first.stop();

    // A reload while still offline: the local copy and its unsent part are still there.
    const second = new PreferencesSync('u1', server.api, record);
    expect(second.current).toMatchObject({ status: 'offline', preferences: { dashboard: { itemsPerPage: 25 }, display: { timeFormat: '24h' } } });
    server.offline = false;
    await second.start();

    expect(server.changes).toEqual([{ dashboard: { itemsPerPage: 25 }, display: { timeFormat: '24h' } }]);
    expect(server.stored).toMatchObject({ language: 'es', dashboard: { itemsPerPage: 25 }, display: { timeFormat: '24h' } });
    expect(second.current.status).toBe('saved');
    expect(readStoredPreferences('u1').pending).toBeNull();
  });

  it('sends changes one request at a time, in order, and keeps a change made while one is on its way', async () => {
    const server = fakeServer();
    const sync = new PreferencesSync('u1', server.api, record);
    await sync.start();
    sync.update({ dashboard: { itemsPerPage: 20 } });
    sync.update({ dashboard: { itemsPerPage: 50 } });
    await settle();
    await settle();
    expect(server.changes).toEqual([{ dashboard: { itemsPerPage: 20 } }, { dashboard: { itemsPerPage: 50 } }]);
    expect(server.stored.dashboard.itemsPerPage).toBe(50);
    expect(sync.current.preferences.dashboard.itemsPerPage).toBe(50);
  });

  it('drops a change the server refuses and shows the server’s copy with the error', async () => {
    const server = fakeServer(saved({ language: 'de' }));
    const refusing: PreferencesApi = { ...server.api, change: async () => Promise.reject(new ApiError({ code: 'VALIDATION_ERROR', status: 400 })) };
    const sync = new PreferencesSync('u1', refusing, record);
    await sync.start();
    sync.update({ language: 'fr' });
    await settle();
    await settle();
    expect(states.some((state) => state.status === 'failed' && state.errorCode === 'VALIDATION_ERROR')).toBe(true);
    expect(sync.current.preferences.language).toBe('de');
    expect(readStoredPreferences('u1').pending).toBeNull();
  });

  it('keeps the language on screen for a user who never saved a preference', async () => {
    const server = fakeServer();
    const sync = new PreferencesSync('u1', server.api, record, () => 'sw');
    expect(sync.current.preferences.language).toBe('sw');
    await sync.start();
    await settle();
    expect(server.stored.language).toBe('sw');
  });

  it('resets everything to the defaults, here and on the server', async () => {
    const server = fakeServer(saved({ language: 'hi', display: { compactMode: true } }));
    const sync = new PreferencesSync('u1', server.api, record);
    await sync.start();
    sync.reset();
    expect(sync.current.preferences).toEqual(DEFAULT_PREFERENCES);
    await settle();
    expect(server.stored).toMatchObject({ language: 'en', display: { compactMode: false } });
  });

  it('drops a stored copy the full check refuses, after the first screen showed it, with its unsent changes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Only the full check knows 7 is not a page size and "huge" not a text size: the shape check lets them through.
    writeStoredPreferences('u1', {
      preferences: saved({ language: 'fr', display: { fontSize: 'huge' as 'large' } }),
      pending: { dashboard: { itemsPerPage: 7 } },
    });
    const server = fakeServer(saved({ language: 'ko' }));
    server.offline = true;
    const sync = new PreferencesSync('u1', server.api, record, () => 'sw');
    expect(sync.current.preferences).toMatchObject({ language: 'fr', display: { fontSize: 'huge' } });
    await sync.start();
    expect(sync.current.status).toBe('offline');

    sync.recheck(isValidStoredCopy);

    expect(sync.current.preferences).toEqual({ ...DEFAULT_PREFERENCES, language: 'sw' });
    expect(readStoredPreferences('u1')).toEqual({ preferences: { ...DEFAULT_PREFERENCES, language: 'sw' }, pending: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps a stored copy that passes the full check', async () => {
    writeStoredPreferences('u1', { preferences: saved({ language: 'fr', dashboard: { itemsPerPage: 50 } }), pending: { display: { compactMode: true } } });
    const server = fakeServer();
    server.offline = true;
    const sync = new PreferencesSync('u1', server.api, record);
    await sync.start();
    const before = sync.current;

    sync.recheck(isValidStoredCopy);

    expect(sync.current).toBe(before);
    expect(readStoredPreferences('u1').pending).toEqual({ display: { compactMode: true } });
  });

  it('combines changes group by group, the later winning', () => {
    expect(
      combineChanges(
        { language: 'fr', display: { highContrast: true, fontSize: 'large' } },
        { display: { fontSize: 'small' }, dashboard: { itemsPerPage: 5 } },
      ),
    ).toEqual({
      language: 'fr',
      display: { highContrast: true, fontSize: 'small' },
      dashboard: { itemsPerPage: 5 },
    });
  });
});
