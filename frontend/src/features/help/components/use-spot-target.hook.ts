import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { Box } from '../model/place-card.util';

/** How often a guide looks for its element again: pages load their parts late, and move. */
const TARGET_POLL_MS = 250;

/**
 * Calls `measure` now, on every scroll and resize (once a frame), and every 250 ms (elements
 * appear as the page renders); returns what stops it.
 */
export function followLayout(measure: () => void): () => void {
  let frame = 0;
  const soon = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  };
  measure();
  const timer = window.setInterval(measure, TARGET_POLL_MS);
  window.addEventListener('scroll', soon, true);
  window.addEventListener('resize', soon);
  return () => {
    window.clearInterval(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', soon, true);
    window.removeEventListener('resize', soon);
  };
}

interface Size {
  width: number;
  height: number;
}

/**
 * The element's size and the window's, measured before paint whenever `contentKey` changes (new
 * content, new size) and then followed as the layout moves.
 */
export function useMeasuredSize(ref: RefObject<HTMLElement | null>, initial: Size, contentKey: string): { size: Size; viewport: Size } {
  const [size, setSize] = useState(initial);
  const [viewport, setViewport] = useState<Size>({ width: window.innerWidth, height: window.innerHeight });
  useLayoutEffect(
    () =>
      followLayout(() => {
        const rect = ref.current?.getBoundingClientRect();
        if (rect)
          setSize((previous) => (previous.width === rect.width && previous.height === rect.height ? previous : { width: rect.width, height: rect.height }));
        setViewport((previous) =>
          previous.width === window.innerWidth && previous.height === window.innerHeight ? previous : { width: window.innerWidth, height: window.innerHeight },
        );
      }),
    [ref, contentKey],
  );
  return { size, viewport };
}

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest('[hidden], [inert]');
}

/** The first shown element the selectors find, tried in order (the last one with `pick: 'last'`). */
export function findTarget(selectors: readonly string[], pick?: 'last'): HTMLElement | null {
  for (const selector of selectors) {
    let found: HTMLElement[];
    try {
      found = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(isShown);
    } catch {
      continue;
    }
    if (found.length > 0) return pick === 'last' ? found[found.length - 1] : found[0];
  }
  return null;
}

const boxOf = (element: HTMLElement): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

export interface SpotTarget {
  element: HTMLElement | null;
  box: Box | null;
  /** No element after waiting a moment: the page does not show it to this user. */
  missing: boolean;
}

const WAIT_BEFORE_MISSING_MS = 1500;

/**
 * Follows the element a guide points at while `key` (the step) stays the same: found again as the
 * page renders, measured on scroll and resize, scrolled into view once when first found.
 */
export function useSpotTarget(key: string | null, selectors: readonly string[], pick?: 'last'): SpotTarget {
  const [target, setTarget] = useState<SpotTarget>({ element: null, box: null, missing: false });
  // The selectors belong to the step; compared by what they say, not by the array's identity.
  const selectorKey = JSON.stringify(selectors);

  useEffect(() => {
    if (key === null) return;
    const selectors = JSON.parse(selectorKey) as string[];
    const started = Date.now();
    let scrolled = false;
    const measure = () => {
      const element = findTarget(selectors, pick);
      if (element && !scrolled) {
        scrolled = true;
        const { top, bottom } = element.getBoundingClientRect();
        if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
      }
      const box = element ? boxOf(element) : null;
      const missing = !element && Date.now() - started >= WAIT_BEFORE_MISSING_MS;
      setTarget((previous) =>
        previous.element === element && sameBox(previous.box, box) && previous.missing === missing ? previous : { element, box, missing },
      );
    };
    setTarget({ element: null, box: null, missing: false });
    return followLayout(measure);
  }, [key, selectorKey, pick]);

  return key === null ? { element: null, box: null, missing: false } : target;
}
