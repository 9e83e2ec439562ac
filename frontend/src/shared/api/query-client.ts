import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Specification, section 7: retry once, but never when the answer was "who are you" or "not allowed". */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  // Maintenance lasts minutes, not milliseconds: show the maintenance screen at once instead.
  if (error instanceof ApiError && error.code === 'MAINTENANCE_MODE') return false;
  return failureCount < 1;
}

export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'AUTH_REQUIRED' || error.code === 'AUTH_EXPIRED');
}

/** The server stopped serving something: maintenance mode began, or an area was turned off. */
export function isAvailabilityError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'MAINTENANCE_MODE' || error.code === 'FEATURE_DISABLED');
}

/**
 * Meta for a query or mutation whose screen shows its own failure (inline field errors, its own
 * message): the error handler still logs it, but shows no toast.
 */
export const SHOWS_OWN_ERRORS = { errorToast: false } as const;

/** Where a failure happened, so the handler can tell whether the screen already shows it. */
export interface FailureContext {
  kind: 'query' | 'mutation';
  /** A query that failed while showing earlier data (a background refetch). */
  hadData: boolean;
  meta: Record<string, unknown> | undefined;
}

export interface QueryClientHooks {
  /** Called once any call finds the session gone, so the app can forget the user and show sign-in. */
  onSessionLost?: () => void;
  /**
   * Called when a call meets maintenance mode or a turned-off area, so the app can fetch what is
   * available again and show it. Not for queries whose meta says `availability` (those are the
   * ones it fetches again).
   */
  onAvailabilityChanged?: () => void;
  /** Called for every failed query and mutation. */
  onError?: (error: unknown, context: FailureContext) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const after = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isSessionError(error)) hooks.onSessionLost?.();
    else if (isAvailabilityError(error) && !meta?.availability) hooks.onAvailabilityChanged?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        hooks.onError?.(error, { kind: 'query', hadData: query.state.data !== undefined, meta: query.meta });
        after(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        hooks.onError?.(error, { kind: 'mutation', hadData: false, meta: mutation.meta });
        after(error, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 2 * 60 * 1000,
        gcTime: 5 * 60 * 1000,
        retry: shouldRetryQuery,
        refetchOnMount: true,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: 0 },
    },
  });
}
