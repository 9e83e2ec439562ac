import type { ErrorCode } from './error-codes.constant';

/** One bad field of a request, named by its path (`address`, `items.0.name`). */
export interface FieldError {
  field: string;
  message: string;
}

/** The body of every non-2xx API answer. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: { fields?: FieldError[]; [key: string]: unknown };
}
