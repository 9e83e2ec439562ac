import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Specification, section 7: retry once, but never when the answer was "who are you" or "not allowed". */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  return failureCount < 1;
}

export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'AUTH_REQUIRED' || error.code === 'AUTH_EXPIRED');
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
  /** Called when any call finds the session gone, so the app can show the sign-in page. */
  onSessionLost?: () => void;
  /** Called for every failed query and mutation. */
  onError?: (error: unknown, context: FailureContext) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const sessionCheck = (error: unknown) => {
    if (isSessionError(error)) hooks.onSessionLost?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        hooks.onError?.(error, { kind: 'query', hadData: query.state.data !== undefined, meta: query.meta });
        sessionCheck(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        hooks.onError?.(error, { kind: 'mutation', hadData: false, meta: mutation.meta });
        sessionCheck(error);
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
