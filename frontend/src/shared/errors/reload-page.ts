/** Loads the page anew (its own module, so tests can stand in for the browser's reload). */
export function reloadPage(): void {
  window.location.reload();
}
