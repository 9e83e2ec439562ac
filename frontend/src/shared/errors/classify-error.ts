import { isErrorCode, type ClientErrorType } from '@koinonia/contracts';
import { ApiError } from '../api/api-error';

/** What the client's one error handler makes of any failure (specification, section 8). */
export interface ClassifiedError {
  /** The code kept: the server's own, or the one the classification gives. */
  code: string;
  /** The catalogue entry whose words are shown (UNKNOWN_ERROR for codes it lacks). */
  displayCode: string;
  /** The catalogue entry whose toast title is shown: the code's own, or its kind's (a validation error's). */
  titleCode: string;
  type: ClientErrorType;
  /** The HTTP status, 0 when no answer came or it was not a call. */
  status: number;
  /** What went wrong in technical words, for the log and reports; never shown as the message. */
  detail: string;
}

/** What browsers say when fetch gets no answer (Chromium, Firefox, Safari). */
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

/** A TypeError thrown by fetch itself, not one from a broken screen (`null.map`). */
function isFetchFailure(error: unknown): error is TypeError {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}

function statusType(status: number): ClientErrorType | null {
  if (status === 401) return 'authentication';
  if (status === 403) return 'authorization';
  if (status >= 500) return 'server';
  return null;
}

const STATUS_CODE: Partial<Record<ClientErrorType, string>> = {
  authentication: 'AUTH_REQUIRED',
  authorization: 'AUTHORIZATION',
  server: 'SERVER_ERROR',
};

/**
 * A fetch TypeError is NETWORK_ERROR; 401 is AUTH_REQUIRED, 403 AUTHORIZATION, 500 and above
 * SERVER_ERROR (a more precise catalogue code from the server, such as AUTH_EXPIRED or
 * MAINTENANCE_MODE, is kept); a code starting VALIDATION_ is a validation error; anything else
 * keeps the server's code or becomes UNKNOWN_ERROR. A code without a catalogue entry shows the
 * UNKNOWN_ERROR words; an unknown VALIDATION_ one keeps the validation title.
 */
export function classifyError(error: unknown): ClassifiedError {
  if (isFetchFailure(error) || (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status === 0))) {
    return { code: 'NETWORK_ERROR', displayCode: 'NETWORK_ERROR', titleCode: 'NETWORK_ERROR', type: 'network', status: 0, detail: (error as Error).message };
  }
  if (error instanceof ApiError) {
    const byStatus = statusType(error.status);
    const known = isErrorCode(error.code);
    const code = byStatus && !known ? STATUS_CODE[byStatus]! : error.code || 'UNKNOWN_ERROR';
    const validation = code.startsWith('VALIDATION_');
    const type: ClientErrorType = byStatus ?? (validation ? 'validation' : 'client');
    const displayCode = isErrorCode(code) ? code : 'UNKNOWN_ERROR';
    const titleCode = displayCode === 'UNKNOWN_ERROR' && validation ? 'VALIDATION_ERROR' : displayCode;
    return { code, displayCode, titleCode, type, status: error.status, detail: error.message };
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 'UNKNOWN_ERROR', displayCode: 'UNKNOWN_ERROR', titleCode: 'UNKNOWN_ERROR', type: 'client', status: 0, detail };
}

/** A cancelled request is not a failure: nobody is waiting for its answer any more. */
export function isCancellation(error: unknown): boolean {
  return (
    (typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError') ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'CancelledError')
  );
}
