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

export interface QueryClientHooks {
  /** Called when any call finds the session gone, so the app can show the sign-in page. */
  onSessionLost?: () => void;
  /**
   * Called when a call meets maintenance mode or a turned-off area, so the app can fetch what is
   * available again and show it. Not for queries whose meta says `availability` (those are the
   * ones it fetches again).
   */
  onAvailabilityChanged?: () => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const onError = (error: unknown, meta?: Record<string, unknown>) => {
    if (isSessionError(error)) hooks.onSessionLost?.();
    else if (isAvailabilityError(error) && !meta?.availability) hooks.onAvailabilityChanged?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
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
