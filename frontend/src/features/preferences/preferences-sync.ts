import { DEFAULT_PREFERENCES, mergePreferences, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import { isApiError } from '../../shared/api';
import type { PreferencesSyncStatus } from '../../shared/preferences';
import type { PreferencesApi } from './api/preferences.api';
import { emptyStoredPreferences, readStoredPreferences, writeStoredPreferences, type StoredPreferences } from './preferences-storage';

export interface PreferencesSyncState {
  preferences: UserPreferences;
  status: PreferencesSyncStatus;
  errorCode: string | null;
}

/** Two changes as one: the later one's fields win, group by group. */
export function combineChanges(first: PreferencesChange | null, second: PreferencesChange): PreferencesChange {
  if (!first) return second;
  const combined: PreferencesChange = { ...first, ...second };
  for (const group of ['notifications', 'dashboard', 'display', 'features'] as const) {
    if (first[group] || second[group]) (combined as Record<string, unknown>)[group] = { ...first[group], ...second[group] };
  }
  return combined;
}

/** Everything in a set of preferences, as a change (an import replaces them all). */
export function asChange(preferences: UserPreferences): PreferencesChange {
  const { language, timeZone, notifications, dashboard, display, features } = preferences;
  return { language, timeZone, notifications, dashboard, display, features };
}

/** A failure that another try may cure: no connection, the server down or busy, the session to be renewed. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK_ERROR' || error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429;
}

/**
 * One user's preferences in this browser and on the server. Changes apply at once and are kept
 * locally with the part the server has not had yet; that part is sent in order, one request at a
 * time, and kept across failures and reloads until it is accepted. On sign-in the server's copy
 * wins, after any changes made here while offline have been sent.
 */
export class PreferencesSync {
  private state: PreferencesSyncState;
  private pending: PreferencesChange | null;
  private resetPending = false;
  private sending = false;
  private stopped = false;
  /** The language on screen before this browser's copy applied: the one kept if that copy fails the full check. */
  private readonly languageBefore: UserPreferences['language'];

  constructor(
    private readonly userId: string,
    private readonly api: PreferencesApi,
    private readonly onChange: (state: PreferencesSyncState) => void,
    /** The language on screen now: a user who never saved any preference keeps it rather than English. */
    private readonly languageInUse: () => UserPreferences['language'] = () => DEFAULT_PREFERENCES.language,
  ) {
    const stored = readStoredPreferences(userId);
    this.languageBefore = languageInUse();
    // Nothing saved yet: the language on screen stays until the server says otherwise.
    if (stored.preferences.lastUpdated === null && !stored.pending) stored.preferences.language = this.languageBefore;
    this.pending = stored.pending;
    this.state = { preferences: stored.preferences, status: stored.pending ? 'offline' : 'local', errorCode: null };
  }

  get current(): PreferencesSyncState {
    return this.state;
  }

  /** Sends what waits, then takes the server's copy. */
  async start(): Promise<void> {
    if (this.pending) return this.flush();
    try {
      const server = await this.api.get();
      if (this.stopped) return;
      // Changes made while the answer was on its way win over it.
      if (this.pending) return this.flush();
      this.settle(server, 'saved');
      const language = this.languageInUse();
      if (server.lastUpdated === null && language !== server.language) this.update({ language });
    } catch (error) {
      if (!this.stopped) this.fail(error);
    }
  }

  /**
   * The full check (`isValidStoredCopy`, fetched after the first page) of what is in force: the copy
   * read from this browser passed only the shape check. One that fails it is dropped for the
   * defaults, unsent changes with it, as a copy failing the shape check is; then the server's copy
   * is fetched. The server's answers and this screen's changes always pass.
   */
  recheck(isValid: (stored: StoredPreferences) => boolean): void {
    if (this.stopped || isValid({ preferences: this.state.preferences, pending: this.pending })) return;
    console.warn('Stored preferences do not pass the checks; using the defaults.');
    const { preferences } = emptyStoredPreferences();
    preferences.language = this.languageBefore;
    this.pending = null;
    this.set({ preferences, status: 'local', errorCode: null });
    void this.start();
  }

  stop(): void {
    this.stopped = true;
  }

  update(change: PreferencesChange): void {
    this.pending = combineChanges(this.pending, change);
    this.set({ preferences: mergePreferences(this.state.preferences, change), status: 'saving', errorCode: null });
    void this.flush();
  }

  replace(preferences: UserPreferences): void {
    this.update(asChange(preferences));
  }

  reset(): void {
    this.pending = null;
    this.resetPending = true;
    this.set({ preferences: mergePreferences(DEFAULT_PREFERENCES, {}), status: 'saving', errorCode: null });
    void this.flush();
  }

  /** Sends what waits, one request at a time, until nothing does or the server cannot be reached. */
  async flush(): Promise<void> {
    if (this.sending || this.stopped) return;
    this.sending = true;
    try {
      while (!this.stopped && (this.resetPending || this.pending)) {
        const resetting = this.resetPending;
        const change = this.pending;
        let answer: UserPreferences;
        try {
          if (resetting) {
            answer = await this.api.reset();
            this.resetPending = false;
          } else {
            answer = await this.api.change(change!);
            // What was sent is done; anything changed meanwhile still waits.
            if (this.pending === change) this.pending = null;
          }
        } catch (error) {
          if (this.stopped) return;
          if (!isTransient(error)) {
            // The server refused the change itself: trying again would not help; its copy stands.
            this.pending = null;
            this.resetPending = false;
            this.fail(error);
            void this.start();
          } else {
            this.fail(error);
          }
          return;
        }
        if (this.stopped) return;
        const waiting = this.pending;
        this.settle(waiting ? mergePreferences(answer, waiting) : answer, waiting ? 'saving' : 'saved');
      }
    } finally {
      this.sending = false;
    }
  }

  private settle(preferences: UserPreferences, status: PreferencesSyncStatus) {
    this.set({ preferences, status, errorCode: null });
  }

  private fail(error: unknown) {
    const offline = isApiError(error) && error.code === 'NETWORK_ERROR';
    this.set({
      preferences: this.state.preferences,
      status: offline ? 'offline' : 'failed',
      errorCode: offline ? null : isApiError(error) ? error.code : 'UNKNOWN_ERROR',
    });
  }

  private set(state: PreferencesSyncState) {
    this.state = state;
    writeStoredPreferences(this.userId, { preferences: state.preferences, pending: this.resetPending ? asChange(DEFAULT_PREFERENCES) : this.pending });
    this.onChange(state);
  }
}
