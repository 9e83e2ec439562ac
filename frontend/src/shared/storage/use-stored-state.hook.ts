import { useCallback, useState } from 'react';
import { readOwned, readStored, writeOwned, writeStored, type Parser } from './stored-value';

/** State kept in local storage under `key` (corrupt values give the fallback). */
export function useStoredState<T>(key: string, parse: Parser<T>, fallback: T): [T, (next: T | ((current: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, parse, fallback));
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeStored(key, resolved);
        return resolved;
      }),
    [key],
  );
  return [value, update];
}

/** Like {@link useStoredState}, for a personal list kept per user. */
export function useOwnedState<T>(key: string, owner: string, parse: Parser<T>, fallback: T): [T, (next: T | ((current: T) => T)) => void] {
  const [state, setState] = useState(() => ({ owner, value: readOwned(key, owner, parse, fallback) }));
  // Another user signing in (without a reload) reads their own list.
  if (state.owner !== owner) setState({ owner, value: readOwned(key, owner, parse, fallback) });
  const setValue = useCallback((apply: (current: T) => T) => setState((s) => ({ owner: s.owner, value: apply(s.value) })), []);
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeOwned(key, owner, resolved);
        return resolved;
      }),
    [key, owner, setValue],
  );
  return [state.owner === owner ? state.value : readOwned(key, owner, parse, fallback), update];
}
