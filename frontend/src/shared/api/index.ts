export { ApiError, isApiError } from './api-error';
export { apiFetch, errorFromResponse } from './api-fetch';
export { consistency } from './consistency-position';
export { SHOWS_OWN_ERRORS, createQueryClient, isSessionError, type FailureContext } from './query-client';
