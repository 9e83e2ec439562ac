import { useLayoutEffect, useRef } from 'react';

/**
 * Listens for a keyboard shortcut anywhere in the window while the component is on screen.
 *
 * Attached in the commit that shows the component, not after it: the signed-in shell arrives in a
 * deferred render, whose passive effects run in a task after the paint, and the browser answers
 * input before such tasks. A Ctrl+K pressed the moment the header appeared reached no listener (seen
 * once in a CI run under load). The latest handler is always the one called.
 */
export function useWindowKeydown(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
