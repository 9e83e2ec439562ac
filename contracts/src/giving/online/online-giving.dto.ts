// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsOptional, IsString, IsUUID, Matches, registerDecorator, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../../errors/validation-messages.constant';
import { OptionalText, RequiredText } from '../../platform/text.decorators';
import { GIVING_DATE } from '../giving.constant';
import { MoneyDto } from '../money.dto';
import { isAbaRoutingNumber } from './aba-routing.util';
import { BANK_ACCOUNT_TYPES, ONLINE_GIVING_LIMITS, RECURRING_FREQUENCIES, type BankAccountType, type RecurringFrequency } from './online-giving.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** A US bank routing number with a valid ABA checksum. */
function IsAbaRoutingNumber(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isAbaRoutingNumber',
      target: target.constructor,
      propertyName: property as string,
      options: { message: VALIDATION_MESSAGES.routingNumber },
      validator: { validate: (value: unknown) => isAbaRoutingNumber(value) },
    });
}

/** `POST /api/giving/online/gifts`: a signed-in giver's one-time gift to one fund, paid on the provider's page. */
export class StartOnlineGiftDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  fundId!: string;

  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;
}

/** `POST /api/giving/online/visitor-gifts`: a visitor's gift, with the name and email its receipt goes to. */
export class StartVisitorGiftDto extends StartOnlineGiftDto {
  @RequiredText(ONLINE_GIVING_LIMITS.name)
  name!: string;

  @IsOptional()
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @IsString({ message: VALIDATION_MESSAGES.email })
  email?: string;
}

/** `POST /api/me/payment-methods/bank-accounts`: a US bank account, passed straight to the provider. */
export class SaveBankAccountDto {
  @RequiredText(ONLINE_GIVING_LIMITS.name)
  holderName!: string;

  @IsAbaRoutingNumber()
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  routingNumber!: string;

  @Matches(/^\d{4,17}$/, { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  accountNumber!: string;

  @IsIn([...BANK_ACCOUNT_TYPES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  accountType!: BankAccountType;
}

/** `POST /api/me/recurring-gifts`: a gift repeated weekly or monthly from a saved payment method. */
export class ScheduleRecurringGiftDto extends StartOnlineGiftDto {
  @IsIn([...RECURRING_FREQUENCIES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  frequency!: RecurringFrequency;

  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  paymentMethodId!: string;

  /** The first charge's date (today when absent). */
  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  startOn?: string;

  @OptionalText(ONLINE_GIVING_LIMITS.name)
  note?: string;
}
