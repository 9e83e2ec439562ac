import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export interface DtoValidation<T> {
  /** The DTO after its transforms (trimmed, lower-cased email, ...): what to send. */
  value: T;
  errors: FieldErrors<T>;
  valid: boolean;
}

/**
 * Validates form values with the DTO the server validates with, so both give the same catalogue
 * message for the same mistake. One message per field, as the server answers.
 */
export function validateDto<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): DtoValidation<T> {
  const value = plainToInstance(dto, plain);
  const errors: FieldErrors<T> = {};
  for (const error of validateSync(value, { stopAtFirstError: true, forbidUnknownValues: true })) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) errors[error.property as keyof T & string] = message;
  }
  return { value, errors, valid: Object.keys(errors).length === 0 };
}
