import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';

/** Trims a string on its way in; anything else passes as it is, for the checks to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The decorators as they would be written one above the other. Stacked decorators apply bottom-up
 * and class-validator reports in that order, so the last one written (the emptiness check) speaks first.
 */
function written(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** Text that must be given: trimmed, 'required' when missing or blank, then 'too long' past `max` characters. */
export function RequiredText(max: number): PropertyDecorator {
  return written(
    Transform(trim),
    MaxLength(max, { message: VALIDATION_MESSAGES.tooLong }),
    IsString({ message: VALIDATION_MESSAGES.required }),
    IsNotEmpty({ message: VALIDATION_MESSAGES.required }),
  );
}

/** Text that may be left out: trimmed, 'too long' past `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return written(Transform(trim), IsOptional(), IsString({ message: VALIDATION_MESSAGES.required }), MaxLength(max, { message: VALIDATION_MESSAGES.tooLong }));
}
