// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_TYPES, type ClientErrorType } from './client-error.constant';

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The value, written as JSON, is at most `max` characters long. */
export function MaxJsonLength(max: number, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'maxJsonLength',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.tooLong, ...options },
      validator: { validate: (value: unknown) => jsonLength(value) <= max },
    });
}

/**
 * `POST /api/errors/log`: one error the browser handled (specification, section 7: code, message,
 * type, details, timestamp, path, userId). The server records the signed-in user from the
 * session, not from `userId`.
 */
export class LogClientErrorDto {
  @Matches(/^[A-Z][A-Z0-9_]*$/, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(CLIENT_ERROR_LIMITS.code, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  code!: string;

  @MaxLength(CLIENT_ERROR_LIMITS.message, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  message!: string;

  @IsIn(CLIENT_ERROR_TYPES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  type!: ClientErrorType;

  @IsOptional()
  @MaxJsonLength(CLIENT_ERROR_LIMITS.details)
  @IsObject({ message: VALIDATION_MESSAGES.malformed })
  details?: Record<string, unknown>;

  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.malformed })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  timestamp!: string;

  @Matches(/^\//, { message: VALIDATION_MESSAGES.malformed })
  @MaxLength(CLIENT_ERROR_LIMITS.path, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  path!: string;

  @Transform(({ value }: { value: unknown }) => (value === null ? undefined : value))
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.userId, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.malformed })
  userId?: string;
}

/** `GET /api/admin/errors`: how many of the newest entries to read. */
export class ListClientErrorsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(500, { message: VALIDATION_MESSAGES.choice })
  limit?: number;
}
