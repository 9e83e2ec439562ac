/**
 * The signed-in side of preferences — this browser's copy with its shape check, and the sync with
 * the server — in a chunk of its own: the landing and sign-in pages never need it. Fetched once;
 * the signed-in app waits for it too, so its first screen has the stored preferences.
 */
let loading: Promise<typeof import('./preferences-sync')> | undefined;

export function loadPreferencesSync() {
  loading ??= import('./preferences-sync');
  return loading;
}

/**
 * What no first screen needs: the full check of the stored copy and the file import and export,
 * both class-validator's (about 13 kB). Fetched after the first page has shown.
 */
let loadingChecks: Promise<typeof import('./preferences-check') & typeof import('./preferences-file')> | undefined;

export function loadPreferencesChecks() {
  loadingChecks ??= Promise.all([import('./preferences-check'), import('./preferences-file')]).then(([check, file]) => ({ ...check, ...file }));
  return loadingChecks;
}
