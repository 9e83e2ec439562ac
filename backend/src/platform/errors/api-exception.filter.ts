import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ApiErrorBody, catalogueEntry, ERROR_CATALOGUE, ErrorCode, localizeErrorBody, negotiateLanguage, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { DuplicateKeyError } from '../read-store/read-store.port';
import { DomainError } from './domain-error';

/** Maps an HTTP status that reached us without a code of ours to the nearest catalogue code. */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'AUTHORIZATION';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'TIMEOUT_ERROR';
  if (status === 409) return 'CONCURRENCY_CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'MAINTENANCE_MODE';
  return status >= 500 ? 'SERVER_ERROR' : 'UNKNOWN_ERROR';
}

/** Why a request could not be read, for the statuses that mean it could not. */
function unreadableRequest(status: number): ApiErrorBody['details'] | undefined {
  if (status === 413) return { fields: [], reason: VALIDATION_MESSAGES.tooLong };
  if (status === 400 || status === 415) return { fields: [], reason: VALIDATION_MESSAGES.malformed };
  return undefined;
}

export function errorBody(code: ErrorCode, details?: ApiErrorBody['details']): ApiErrorBody {
  return details ? { code, message: ERROR_CATALOGUE[code].message, details } : { code, message: ERROR_CATALOGUE[code].message };
}

/** Turns anything thrown into `{ code, message, details? }`: never a stack trace, never a bare 500 for bad input. */
export function toApiError(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof DomainError) {
    return { status: catalogueEntry(error.code).status, body: errorBody(error.code, error.details) };
  }
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: errorBody('CONCURRENCY_CONFLICT') };
  }
  if (error instanceof DuplicateKeyError) {
    return { status: 409, body: errorBody('CONCURRENCY_CONFLICT') };
  }
  if (error instanceof HttpException) {
    // Nest hands Fastify's own errors over as HttpException(message, statusCode): a body that is
    // not JSON (400), too large (413) or of a type we do not read (415) is one of them.
    const status = error.getStatus();
    return { status: status >= 500 ? 500 : status, body: errorBody(codeForStatus(status), unreadableRequest(status)) };
  }
  // Errors with a client status of their own: Fastify's (FST_ERR_CTP_INVALID_JSON_BODY 400,
  // FST_ERR_CTP_BODY_TOO_LARGE 413, FST_ERR_CTP_INVALID_MEDIA_TYPE 415, FST_ERR_BAD_URL 400, ...)
  // carry `statusCode`, others `status`.
  const { statusCode, status: statusField } = (error ?? {}) as { statusCode?: unknown; status?: unknown };
  const status = typeof statusCode === 'number' ? statusCode : statusField;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: errorBody(codeForStatus(status), unreadableRequest(status) ?? { fields: [], reason: VALIDATION_MESSAGES.malformed }) };
  }
  return { status: 500, body: errorBody('SERVER_ERROR') };
}

/** `toApiError` in the language the request asks for (Accept-Language; English otherwise). */
export function localizedApiError(error: unknown, acceptLanguage: string | string[] | undefined): { status: number; body: ApiErrorBody } {
  const { status, body } = toApiError(error);
  return { status, body: localizeErrorBody(body, negotiateLanguage(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)) };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = localizedApiError(exception, request.headers['accept-language']);
    // Maintenance mode answers 503 by design, to every non-admin request: not a fault to log.
    const refusedForMaintenance = exception instanceof DomainError && exception.code === 'MAINTENANCE_MODE';
    if (status >= 500 && !refusedForMaintenance) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;
    reply.status(status).send(body);
  }
}
