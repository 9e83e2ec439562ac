import type { ErrorCode, FieldError } from '@koinonia/contracts';

/**
 * A refusal with a code from the catalogue. Thrown by deciders and services; the HTTP filter
 * turns it into `{ code, message, details }` with the catalogue's status. Pure: no Nest here.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: { fields?: FieldError[]; [key: string]: unknown },
  ) {
    super(code);
    this.name = 'DomainError';
  }

  static validation(fields: FieldError[]): DomainError {
    return new DomainError('VALIDATION_ERROR', { fields });
  }
}
