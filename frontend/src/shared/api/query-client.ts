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

export interface QueryClientHooks {
  /** Called when any call finds the session gone, so the app can show the sign-in page. */
  onSessionLost?: () => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionError(error)) hooks.onSessionLost?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
