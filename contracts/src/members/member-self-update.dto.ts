// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { HOUSEHOLD_FIELD_LIMITS } from './household.constant';
import { MEMBER_FIELD_LIMITS } from './member-roles.constant';
import { IsPhone } from './member.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The longest reason a decline may give: a sentence or two for the member. */
export const SELF_UPDATE_REASON_MAX = 500;

/**
 * `PUT /api/members/me/details`: what a member may change on their own record. Absent fields stay
 * as they are; '' removes an email, phone or address.
 */
export class SelfUpdateDetailsDto {
  @Transform(lowerTrim)
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(MEMBER_FIELD_LIMITS.email, { message: VALIDATION_MESSAGES.tooLong })
  email?: string;

  @Transform(trim)
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsPhone()
  @MaxLength(MEMBER_FIELD_LIMITS.phone, { message: VALIDATION_MESSAGES.phone })
  phone?: string;

  @Transform(trim)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(MEMBER_FIELD_LIMITS.address, { message: VALIDATION_MESSAGES.tooLong })
  address?: string;
}

/** `POST /api/members/self-updates/:id/decline`: the member is told why. */
export class DeclineSelfUpdateDto {
  @Transform(trim)
  @MaxLength(SELF_UPDATE_REASON_MAX, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  reason!: string;
}

/** `PUT /api/members/me/household-address`: the shared address of the member's household (its head or spouse). */
export class SelfUpdateHouseholdAddressDto {
  @Transform(trim)
  @MaxLength(HOUSEHOLD_FIELD_LIMITS.address, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  address!: string;
}
