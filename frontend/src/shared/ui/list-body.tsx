import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './spinner';

/** What a list needs from its query (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The screen's own words for each state. */
export interface ListWords {
  /** Read out while loading (the common "Loading…" when left out). */
  loading?: string;
  /** The failure's title; the catalogue says why under it. */
  failed: string;
  /** Nothing here yet. */
  empty: string;
  emptyHint?: string;
  /** Nothing matches the filters: said instead of `empty` while `filtered`. */
  noMatch?: string;
  noMatchHint?: string;
  /** The button under `noMatch` that clears the filters (with `onClearFilters`). */
  clearFilters?: string;
}

export interface ListBodyProps<T> {
  query: ListQuery<T>;
  words: ListWords;
  /** Whether the answer holds nothing to show (then the empty words, not `children`). */
  isEmpty?: (data: T) => boolean;
  /** Filters are set: an empty answer is "no match", not "nothing yet". */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** Shown under the list, only while there is one: pagination. */
  footer?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A list's body in its three states besides the list itself: loading (read out politely), failed
 * (announced, with Retry that fetches again) and empty (the screen's words, "no match" while
 * filtered, with a way to clear the filters).
 */
export function ListBody<T>({ query, words, isEmpty, filtered = false, onClearFilters, footer, children }: ListBodyProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <LoadingState label={words.loading} />;
  if (query.isError) {
    return <ErrorState title={words.failed} description={errorMessageOf(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === undefined) return null;
  if (isEmpty?.(query.data)) {
    if (filtered && words.noMatch) {
      return (
        <EmptyState
          title={words.noMatch}
          description={words.noMatchHint}
          action={
            onClearFilters &&
            words.clearFilters && (
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                {words.clearFilters}
              </Button>
            )
          }
        />
      );
    }
    return <EmptyState title={words.empty} description={words.emptyHint} />;
  }
  return (
    <>
      {children(query.data)}
      {footer}
    </>
  );
}
