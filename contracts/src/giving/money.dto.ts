// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { IsDefined, IsInt, IsString, Max, Min, registerDecorator } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { isKnownCurrency } from './money.util';

/** An ISO 4217 code the runtime's Intl knows (`USD`, `EUR`, `KES`): it can then be formatted everywhere. */
export function IsCurrencyCode(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isCurrencyCode',
      target: target.constructor,
      propertyName: property as string,
      options: { message: VALIDATION_MESSAGES.choice },
      validator: { validate: (value: unknown) => isKnownCurrency(value) },
    });
}

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.
/** An amount on the wire: integer minor units (cents) within the safe integer range, and its currency. */
export class MoneyDto {
  @Max(Number.MAX_SAFE_INTEGER, { message: VALIDATION_MESSAGES.choice })
  @Min(Number.MIN_SAFE_INTEGER, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  minor!: number;

  @IsCurrencyCode()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  currency!: string;
}
