import { DEFAULT_PREFERENCES, mergePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { markFirstPageShown } from '../../shared/hooks';
import { initI18n, useFormat } from '../../shared/i18n';
import { usePreferences, type PreferencesContextValue } from '../../shared/preferences';
import { ApiError } from '../../shared/api';
import type { PreferencesApi } from './api/preferences.api';
import { PREFERENCES_STORAGE_KEY } from './preferences-storage';
import { PreferencesProvider } from './preferences-provider';

const i18n = initI18n('en');

function fakeApi(initial: UserPreferences) {
  let stored = initial;
  const changes: PreferencesChange[] = [];
  const api: PreferencesApi = {
    get: async () => stored,
    change: async (change) => {
      changes.push(change);
      stored = { ...mergePreferences(stored, change), lastUpdated: '2025-03-28T10:00:00.000Z' };
      return stored;
    },
    reset: async () => (stored = DEFAULT_PREFERENCES),
  };
  return { api, changes };
}

let context: PreferencesContextValue;
function Probe() {
  context = usePreferences();
  const theme = useTheme();
  const format = useFormat();
  return (
    <p data-testid="probe" data-root={theme.font.root} data-contrast={theme.display.highContrast ? 'high' : 'normal'}>
      {format.dateTime('2025-03-28T14:05:00Z')}
    </p>
  );
}

function renderProvider(server: ReturnType<typeof fakeApi>) {
  return render(
    <PreferencesProvider userId="u1" api={server.api}>
      <Probe />
    </PreferencesProvider>,
  );
}

describe('PreferencesProvider', () => {
  // The full check of the stored copy and the file import come after the first page.
  // Arabic's and French's words are loaded before the tests (compiling them can take seconds on a busy machine),
  // so a test sees the provider apply the language, not the loader's pace, and no late switch
  // reaches the next test.
  beforeAll(async () => {
    markFirstPageShown();
    await i18n.loadLanguages(['ar', 'fr']);
  });
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('applies what the server holds: language and direction, text size, contrast, date formats', async () => {
    const server = fakeApi({
      ...mergePreferences(DEFAULT_PREFERENCES, {
        language: 'ar',
        timeZone: 'UTC',
        display: { fontSize: 'large', highContrast: true, dateFormat: 'YYYY-MM-DD', timeFormat: '24h' },
      }),
      lastUpdated: '2025-01-01T00:00:00.000Z',
    });
    renderProvider(server);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('data-root', '112.5%');
    expect(probe).toHaveAttribute('data-contrast', 'high');
    expect(probe.textContent).toMatch(/^2025-03-28 14:05$/);
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('a change applies at once and reaches the server', async () => {
    const server = fakeApi({ ...DEFAULT_PREFERENCES, timeZone: 'UTC', lastUpdated: '2025-01-01T00:00:00.000Z' });
    renderProvider(server);
    await waitFor(() => expect(context.status).toBe('saved'));
    expect(screen.getByTestId('probe').textContent).toBe('03/28/2025 2:05 PM');

    act(() => context.update({ display: { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' } }));
    expect(screen.getByTestId('probe').textContent).toBe('28/03/2025 14:05');
    await waitFor(() => expect(server.changes).toEqual([{ display: { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' } }]));
  });

  it('drops a stored copy the full check refuses for the defaults, even with the server out of reach', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        owner: 'u1',
        value: {
          preferences: mergePreferences(DEFAULT_PREFERENCES, { display: { fontSize: 'x-large', compactMode: true }, dashboard: { refreshInterval: 0 } }),
          pending: null,
        },
      }),
    );
    const server = fakeApi(DEFAULT_PREFERENCES);
    const offline: PreferencesApi = { ...server.api, get: async () => Promise.reject(new ApiError({ code: 'NETWORK_ERROR', status: 0 })) };
    render(
      <PreferencesProvider userId="u1" api={offline}>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(context.preferences).toEqual(DEFAULT_PREFERENCES));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-root', '100%');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({ value: { preferences: DEFAULT_PREFERENCES, pending: null } });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  describe('import', () => {
    const bad: Array<[string, string]> = [
      ['bad JSON', '{"language": "fr"'],
      ['a wrong type', JSON.stringify({ dashboard: { itemsPerPage: '25' } })],
      ['an unknown field', JSON.stringify({ language: 'fr', theme: 'dark' })],
      ['too large', JSON.stringify({ language: 'fr', notes: 'x'.repeat(70_000) })],
    ];

    it.each(bad)('refuses %s: returns false and changes nothing', async (_label, text) => {
      const server = fakeApi({ ...DEFAULT_PREFERENCES, lastUpdated: '2025-01-01T00:00:00.000Z' });
      renderProvider(server);
      await waitFor(() => expect(context.status).toBe('saved'));
      const before = { preferences: context.preferences, stored: localStorage.getItem(PREFERENCES_STORAGE_KEY) };

      let result = true;
      act(() => {
        result = context.importPreferences(text);
      });

      expect(result).toBe(false);
      expect(context.preferences).toEqual(before.preferences);
      expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBe(before.stored);
      expect(server.changes).toEqual([]);
      expect(i18n.language).toBe('en');
    });

    it('takes a good file whole, applies it and saves it', async () => {
      const server = fakeApi({ ...DEFAULT_PREFERENCES, lastUpdated: '2025-01-01T00:00:00.000Z' });
      renderProvider(server);
      await waitFor(() => expect(context.status).toBe('saved'));
      const file = JSON.stringify({
        ...mergePreferences(DEFAULT_PREFERENCES, { language: 'fr', dashboard: { itemsPerPage: 50 } }),
        lastUpdated: '2020-01-01T00:00:00.000Z',
      });

      let result = false;
      act(() => {
        result = context.importPreferences(file);
      });

      expect(result).toBe(true);
      expect(context.preferences.dashboard.itemsPerPage).toBe(50);
      await waitFor(() => expect(i18n.language).toBe('fr'));
      await waitFor(() => expect(server.changes).toHaveLength(1));
      expect(server.changes[0]).toMatchObject({ language: 'fr', dashboard: { itemsPerPage: 50 } });
    });
  });

  it('exports what is in force, readable by import', async () => {
    const server = fakeApi({ ...mergePreferences(DEFAULT_PREFERENCES, { display: { compactMode: true } }), lastUpdated: '2025-01-01T00:00:00.000Z' });
    renderProvider(server);
    await waitFor(() => expect(context.status).toBe('saved'));
    expect(JSON.parse(context.exportPreferences())).toMatchObject({ display: { compactMode: true } });
  });
});
