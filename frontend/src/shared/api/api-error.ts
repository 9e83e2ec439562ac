import { catalogueEntry, type ErrorCode, type FieldError } from '@koinonia/contracts';

/** A catalogue code, or a code the server sent that the catalogue does not know (yet). */
export type ApiErrorCode = ErrorCode | (string & {});

/**
 * What every failed API call throws: a catalogue code, the HTTP status (0 when no answer came),
 * field errors, and the body's other details (what a refusal says beyond its code, e.g. the proof
 * REAUTHENTICATION_REQUIRED asks for).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: FieldError[];
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: { code: ApiErrorCode; status: number; message?: string; fields?: FieldError[]; details?: Record<string, unknown> }) {
    super(init.message ?? catalogueEntry(init.code).message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? [];
    this.details = init.details ?? {};
  }

  /** The first message the server gave for one field, if any. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((f) => f.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
