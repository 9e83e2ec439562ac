import { DEFAULT_PREFERENCES, type PreferencesChange } from '@koinonia/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFirstPage } from '../../shared/hooks';
import { currentLanguage, DateSettingsProvider, setLanguage, type DateSettings } from '../../shared/i18n';
import { PreferenceValuesContext, PreferencesContext, type PreferencesContextValue } from '../../shared/preferences';
import { ThemeProvider, type ThemeDisplay } from '../../shared/ui';
import { preferencesApi, type PreferencesApi } from './api/preferences.api';
import { loadPreferencesChecks, loadPreferencesSync } from './load-preferences-sync';
import type { preferencesFileText, readPreferencesFile } from './preferences-file';
import type { PreferencesSync, PreferencesSyncState } from './preferences-sync';

/** How often changes that could not be sent are tried again (also at once when the browser is back online). */
export const RETRY_INTERVAL_MS = 30_000;

const SIGNED_OUT: PreferencesSyncState = { preferences: DEFAULT_PREFERENCES, status: 'local', errorCode: null };

/**
 * The next state, keeping the preferences' object when the new ones are the same (the server's
 * answer to a sign-in's first sync usually is this browser's copy): the screens that read them do
 * not render again for an equal copy.
 */
function keepingSame(previous: PreferencesSyncState, next: PreferencesSyncState): PreferencesSyncState {
  if (next.preferences === previous.preferences || JSON.stringify(next.preferences) !== JSON.stringify(previous.preferences)) return next;
  if (next.status === previous.status && next.errorCode === previous.errorCode) return previous;
  return { ...next, preferences: previous.preferences };
}

/**
 * The signed-in user's preferences for everything below: the language, the theme's display
 * settings (contrast, text size, compact mode, animations, tooltips), every date's format, and
 * through `usePreferences` the rest (page sizes, home's cards). Signed out, the defaults apply
 * and the language and theme are this browser's own choices.
 */
export function PreferencesProvider({ userId, children, api = preferencesApi }: { userId: string | null; children: ReactNode; api?: PreferencesApi }) {
  const [state, setExactState] = useState<PreferencesSyncState>(SIGNED_OUT);
  const setState = useCallback((next: PreferencesSyncState) => setExactState((previous) => keepingSame(previous, next)), []);
  const syncRef = useRef<PreferencesSync | null>(null);
  const fileRef = useRef<{ preferencesFileText: typeof preferencesFileText; readPreferencesFile: typeof readPreferencesFile } | null>(null);

  useEffect(() => {
    if (!userId) {
      syncRef.current = null;
      setState(SIGNED_OUT);
      return;
    }
    let stopped = false;
    let stop = () => {};
    void loadPreferencesSync().then((loaded) => {
      if (stopped) return;
      const sync = new loaded.PreferencesSync(userId, api, setState, currentLanguage);
      syncRef.current = sync;
      setState(sync.current);
      void sync.start();
      const retry = () => void sync.flush();
      window.addEventListener('online', retry);
      const timer = window.setInterval(retry, RETRY_INTERVAL_MS);
      void afterFirstPage()
        .then(loadPreferencesChecks)
        .then((checks) => {
          if (stopped) return;
          fileRef.current = checks;
          sync.recheck(checks.isValidStoredCopy);
        });
      stop = () => {
        sync.stop();
        window.removeEventListener('online', retry);
        window.clearInterval(timer);
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [userId, api, setState]);

  const { preferences } = state;
  const signedIn = userId !== null;

  // The language follows the preference the moment it changes (or arrives from the server).
  useEffect(() => {
    if (signedIn && syncRef.current && preferences.language !== currentLanguage()) void setLanguage(preferences.language);
  }, [signedIn, preferences.language]);

  const language = signedIn ? null : currentLanguage();
  const shown = useMemo(() => (language === null ? preferences : { ...preferences, language }), [preferences, language]);
  const value = useMemo<PreferencesContextValue>(
    () => ({
      preferences: shown,
      status: state.status,
      errorCode: state.errorCode,
      update: (change: PreferencesChange) => syncRef.current?.update(change),
      importPreferences: (text: string) => {
        const file = fileRef.current?.readPreferencesFile(text);
        if (!file?.ok || !syncRef.current) return false;
        syncRef.current.replace(file.preferences);
        return true;
      },
      exportPreferences: () => fileRef.current?.preferencesFileText(preferences) ?? '',
      reset: () => syncRef.current?.reset(),
    }),
    [shown, preferences, state.status, state.errorCode],
  );

  const { display } = preferences;
  const themeDisplay = useMemo<ThemeDisplay>(
    () => ({
      highContrast: display.highContrast,
      fontSize: display.fontSize,
      compactMode: display.compactMode,
      animationsEnabled: display.animationsEnabled,
      showTooltips: display.showTooltips,
    }),
    [display.highContrast, display.fontSize, display.compactMode, display.animationsEnabled, display.showTooltips],
  );
  const dateSettings = useMemo<DateSettings>(
    () => ({ dateFormat: display.dateFormat, timeFormat: display.timeFormat, timeZone: preferences.timeZone }),
    [display.dateFormat, display.timeFormat, preferences.timeZone],
  );

  return (
    <PreferencesContext.Provider value={value}>
      <PreferenceValuesContext.Provider value={shown}>
        <DateSettingsProvider value={dateSettings}>
          <ThemeProvider display={themeDisplay}>{children}</ThemeProvider>
        </DateSettingsProvider>
      </PreferenceValuesContext.Provider>
    </PreferencesContext.Provider>
  );
}
