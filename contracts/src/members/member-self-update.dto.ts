// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { HOUSEHOLD_FIELD_LIMITS } from './household.constant';
import { MemberContactFieldsDto } from './member.dto';
import { RequiredText, trim } from '../platform/text.decorators';

/** The longest reason a decline may give: a sentence or two for the member. */
export const SELF_UPDATE_REASON_MAX = 500;

/**
 * `PUT /api/members/me/details`: what a member may change on their own record. Absent fields stay
 * as they are; '' removes an email, phone or address.
 */
export class SelfUpdateDetailsDto extends MemberContactFieldsDto {}

/** `POST /api/members/self-updates/:id/decline`: the member is told why. */
export class DeclineSelfUpdateDto {
  @RequiredText(SELF_UPDATE_REASON_MAX)
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
