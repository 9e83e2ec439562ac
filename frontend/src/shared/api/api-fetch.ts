import { isErrorCode, type ApiErrorBody, type FieldError } from '@koinonia/contracts';
import { ApiError, type ApiErrorCode } from './api-error';
import { currentLanguage } from '../i18n/i18n';
import { consistency } from './consistency-position';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (an upload) is sent as multipart, as it is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Builds `/api/members?search=a&page=2`, leaving out empty values. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls the API with the session cookie and JSON both ways. Throws an {@link ApiError} for every
 * failure; sends the interface language; remembers the position of every command and sends the highest one with every read.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  // The server answers its messages in the interface's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...request.headers };
  const multipart = request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (method === 'GET') Object.assign(headers, consistency.headers());

  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method,
      headers,
      credentials: 'include',
      body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
    throw error;
  }

  const payload = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  if (method !== 'GET' && isRecord(payload)) consistency.note(payload.position);
  return payload as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The specification's classification: the body's catalogue code wins, then the status decides. */
export function errorFromResponse(status: number, payload: unknown): ApiError {
  const body = isRecord(payload) ? (payload as Partial<ApiErrorBody>) : {};
  const bodyCode = typeof body.code === 'string' && body.code ? body.code : undefined;
  const known = isErrorCode(bodyCode) ? bodyCode : undefined;

  let code: ApiErrorCode;
  if (known) code = known;
  else if (status === 401) code = 'AUTH_REQUIRED';
  else if (status === 403) code = 'AUTHORIZATION';
  else if (status >= 500) code = 'SERVER_ERROR';
  else code = bodyCode ?? 'UNKNOWN_ERROR';

  const message = known && typeof body.message === 'string' && body.message ? body.message : undefined;
  return new ApiError({ code, status, message, fields: fieldsOf(body.details), details: isRecord(body.details) ? body.details : {} });
}

function fieldsOf(details: unknown): FieldError[] {
  if (!isRecord(details) || !Array.isArray(details.fields)) return [];
  return details.fields.filter((f): f is FieldError => isRecord(f) && typeof f.field === 'string' && typeof f.message === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
