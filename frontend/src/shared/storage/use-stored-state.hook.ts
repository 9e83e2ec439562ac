import { useCallback, useRef, useState } from 'react';
import { readOwned, readStored, writeOwned, writeStored, type Parser } from './stored-value';

type Setter<T> = (next: T | ((current: T) => T)) => void;

/**
 * A value kept in state and in storage. The write happens at once, not in a state updater, so
 * a change made just before the component goes away (a palette closing as it navigates) is kept.
 */
function usePersisted<T>(initial: () => T, write: (value: T) => void): [T, Setter<T>, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(value);
  latest.current = value;
  const update = useCallback<Setter<T>>(
    (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      latest.current = resolved;
      write(resolved);
      setValue(resolved);
    },
    [write],
  );
  const reset = useCallback((fresh: T) => {
    latest.current = fresh;
    setValue(fresh);
  }, []);
  return [value, update, reset];
}

/** State kept in local storage under `key` (corrupt values give the fallback). */
export function useStoredState<T>(key: string, parse: Parser<T>, fallback: T): [T, Setter<T>] {
  const write = useCallback((value: T) => writeStored(key, value), [key]);
  const [value, update] = usePersisted(() => readStored(key, parse, fallback), write);
  return [value, update];
}

/** Like {@link useStoredState}, for a personal list kept per user. */
export function useOwnedState<T>(key: string, owner: string, parse: Parser<T>, fallback: T): [T, Setter<T>] {
  const write = useCallback((value: T) => writeOwned(key, owner, value), [key, owner]);
  const [value, update, reset] = usePersisted(() => readOwned(key, owner, parse, fallback), write);
  const [readFor, setReadFor] = useState(owner);
  // Another user signing in (without a reload) reads their own list.
  if (readFor !== owner) {
    setReadFor(owner);
    reset(readOwned(key, owner, parse, fallback));
  }
  return [value, update];
}
