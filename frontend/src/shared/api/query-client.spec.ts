import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client defaults', () => {
  it('retries a failed query once', () => {
    const error = new ApiError({ code: 'SERVER_ERROR', status: 500 });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetryQuery(0, new ApiError({ code: 'AUTH_REQUIRED', status: 401 }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ code: 'AUTHORIZATION', status: 403 }))).toBe(false);
  });

  it('uses the specification cache times and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 120_000,
      gcTime: 300_000,
      refetchOnMount: true,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    });
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('reports a lost session from any query', async () => {
    const onSessionLost = jest.fn();
    const client = createQueryClient({ onSessionLost });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError({ code: 'AUTH_REQUIRED', status: 401 })), retry: false })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError({ code: 'SERVER_ERROR', status: 500 })), retry: false })
      .catch(() => undefined);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('never retries maintenance mode', () => {
    expect(shouldRetryQuery(0, new ApiError({ code: 'MAINTENANCE_MODE', status: 503 }))).toBe(false);
  });

  it('reports maintenance mode or a turned-off area, except from the availability queries themselves', async () => {
    const onAvailabilityChanged = jest.fn();
    const client = createQueryClient({ onAvailabilityChanged });
    const fail = (code: string, status: number) => () => Promise.reject(new ApiError({ code, status }));
    await client.fetchQuery({ queryKey: ['m'], queryFn: fail('MAINTENANCE_MODE', 503), retry: false }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['f'], queryFn: fail('FEATURE_DISABLED', 403), retry: false }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail('MAINTENANCE_MODE', 503), retry: false, meta: { availability: true } }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['o'], queryFn: fail('AUTHORIZATION', 403), retry: false }).catch(() => undefined);
    expect(onAvailabilityChanged).toHaveBeenCalledTimes(2);
  });
});
