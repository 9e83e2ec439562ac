import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ApiErrorBody, catalogueEntry, ERROR_CATALOGUE, ErrorCode, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Response } from 'express';
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
    const status = error.getStatus();
    const code = codeForStatus(status);
    const details = status === 413 ? { fields: [], reason: VALIDATION_MESSAGES.tooLong } : undefined;
    return { status: status >= 500 ? 500 : status, body: errorBody(code, details) };
  }
  const status = (error as { status?: unknown; type?: unknown })?.status;
  // body-parser and friends attach an HTTP status to what they throw for bad requests.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const reason = status === 413 ? VALIDATION_MESSAGES.tooLong : VALIDATION_MESSAGES.malformed;
    return { status, body: errorBody(codeForStatus(status), { fields: [], reason }) };
  }
  return { status: 500, body: errorBody('SERVER_ERROR') };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toApiError(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.status(status).json(body);
  }
}
