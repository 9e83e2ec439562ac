import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from './domain-error';

/** One message per bad field, the first the DTO's decorators give, named by its dotted path. */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const result: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      result.push({ field, message: VALIDATION_MESSAGES.unknownField });
    } else {
      const first = Object.values(constraints)[0];
      if (first) result.push({ field, message: first });
    }
    if (error.children?.length) result.push(...fieldErrors(error.children, field));
  }
  return result;
}

/** The global pipe: DTOs from contracts, unknown fields refused, answers in the catalogue's words. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainError.validation(fieldErrors(errors)),
  });
}
