import { useEffect, useState } from 'react';

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** Longest wait for the first page: code that waits for it loads by then whatever happens. */
export const FIRST_PAGE_WAIT_MS = 4000;

/** The signed-in app's first page has rendered (called by the app once, again is harmless). */
export function markFirstPageShown(): void {
  markShown();
}

/**
 * Resolves once the first page has shown, or after `FIRST_PAGE_WAIT_MS`: for code no first screen
 * needs (the help layer, the live-updates socket), so it does not compete with that page for the
 * network and the main thread.
 */
export function afterFirstPage(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

/** True once the first page has shown (or the wait is over). */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPage().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
