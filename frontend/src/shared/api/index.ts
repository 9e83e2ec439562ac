export { ApiError, isApiError, type ApiErrorCode } from './api-error';
export { apiFetch, errorFromResponse, withQuery, type ApiRequest, type QueryValue } from './api-fetch';
export { ConsistencyTracker, consistency } from './consistency-position';
export {
  SHOWS_OWN_ERRORS,
  createQueryClient,
  isAvailabilityError,
  isSessionError,
  shouldRetryQuery,
  type FailureContext,
  type QueryClientHooks,
} from './query-client';
