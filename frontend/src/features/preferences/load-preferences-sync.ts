/**
 * The signed-in side of preferences — this browser's copy and its checks (class-validator, through
 * contracts), the sync with the server, the file import and export — in a chunk of its own: the
 * landing and sign-in pages never need it. Fetched once; the signed-in app waits for it too, so
 * its first screen has the stored preferences.
 */
let loading: Promise<typeof import('./preferences-sync') & typeof import('./preferences-file')> | undefined;

export function loadPreferencesSync() {
  loading ??= Promise.all([import('./preferences-sync'), import('./preferences-file')]).then(([sync, file]) => ({ ...sync, ...file }));
  return loading;
}
