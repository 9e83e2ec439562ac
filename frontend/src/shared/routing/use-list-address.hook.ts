import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, sort and page held in the address (`?q=&role=&page=2`), so a view can be shared
 * or bookmarked. `update` changes some of them: an empty value or a default is left out of the
 * address, and any change but the page's starts again at page 1. The address is replaced, not
 * pushed: Back leaves the list rather than undoing each filter.
 */
export function useListAddress<K extends string>(defaults: Readonly<Partial<Record<K, string>>> = {} as Partial<Record<K, string>>) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Two changes in a row (one select, then another, before the page renders again) build on each
  // other: the address this render saw may already be a change behind.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const defaultsRef = useRef(defaults);

  const update = useCallback(
    (changes: Readonly<Partial<Record<K | 'page', string>>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries<string | undefined>(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries<string | undefined>({ page: '1', ...defaultsRef.current })) {
        if (next.get(key) === value) next.delete(key);
      }
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  return { searchParams, update };
}
