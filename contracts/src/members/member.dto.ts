// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf, registerDecorator, type ValidationOptions } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { IsSortOf, PageQueryDto } from '../platform/page-query.dto';
import {
  MEMBER_FIELD_LIMITS,
  MEMBER_ROLES,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MEMBERSHIP_STEPS,
  type MemberRole,
  type MemberSort,
  type MembershipStep,
} from './member-roles.constant';
import { isPlausiblePhone } from './phone.util';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export function IsPhone(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhone',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.phone, ...options },
      validator: { validate: (value: unknown) => isPlausiblePhone(value) },
    });
}

/** A calendar date written YYYY-MM-DD (no time), from 1900 on. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}

/**
 * Not after today. "Today" is the latest day anywhere on Earth (UTC+14), so a date entered on its
 * own day is never refused for the server's or the browser's clock.
 */
export function isNotInFuture(value: unknown): boolean {
  return typeof value === 'string' && value <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A past (or today's) calendar date: 'Please enter a valid date.', then 'This date cannot be in the future.'. */
export function IsPastDate(options?: ValidationOptions) {
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'isPastDate',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.pastDate, ...options },
      validator: { validate: (value: unknown) => !isCalendarDate(value) || isNotInFuture(value) },
    });
    registerDecorator({
      name: 'isCalendarDate',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.date, ...options },
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
  };
}

/**
 * The contact fields a record and a member's own update share: each optional, '' removes an email,
 * phone or address. A child or an elderly member may have no email, and a household may share one.
 */
export class MemberContactFieldsDto {
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

  @OptionalText(MEMBER_FIELD_LIMITS.address)
  address?: string;
}

/** What the office records beside the contact fields, on registering and on changing a record. */
class MemberRecordFieldsDto extends MemberContactFieldsDto {
  /** YYYY-MM-DD, or '' when not known. Under 18: a child (see ADULT_AGE). */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsPastDate()
  birthDate?: string;

  /** "Member since": the day they joined, as the office knows it (default: today). */
  @IsOptional()
  @IsPastDate()
  joinedOn?: string;

  @IsOptional()
  @IsIn(MEMBERSHIP_STEPS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  membershipStep?: MembershipStep;

  /** YYYY-MM-DD, or '' when not known (or not baptised). */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsPastDate()
  baptismDate?: string;
}

/** `POST /api/members`: register a person in the directory. */
export class RegisterMemberDto extends MemberRecordFieldsDto {
  @RequiredText(MEMBER_FIELD_LIMITS.fullName)
  fullName!: string;

  @Transform(trim)
  @MaxLength(MEMBER_FIELD_LIMITS.ministry, { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  ministry!: string;

  @IsIn(MEMBER_ROLES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  role!: MemberRole;
}

/** `PATCH /api/members/:id`: change any of the fields; absent fields stay as they are. */
export class UpdateMemberDto extends MemberRecordFieldsDto {
  @Transform(trim)
  @IsOptional()
  @MaxLength(MEMBER_FIELD_LIMITS.fullName, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  fullName?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(MEMBER_FIELD_LIMITS.ministry, { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  ministry?: string;

  @IsOptional()
  @IsIn(MEMBER_ROLES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  role?: MemberRole;
}

/** `GET /api/members`: the directory's search and filters, with paging and its sort orders. */
export class ListMembersQueryDto extends PageQueryDto<MemberSort> {
  @OptionalText(MEMBER_FIELD_LIMITS.search)
  search?: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsIn(MEMBER_ROLES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  role?: MemberRole | '';

  @Transform(trim)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @MaxLength(MEMBER_FIELD_LIMITS.ministry, { message: VALIDATION_MESSAGES.choice })
  ministry?: string;

  @IsOptional()
  @IsIn(MEMBER_STATUSES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  status?: 'active' | 'archived';

  @IsSortOf(MEMBER_SORTS)
  override sort?: MemberSort;
}

/** `PUT /api/members/:id/privacy`: the member's whole choice, as the form's switches show it. */
export class MemberPrivacyDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  listed!: boolean;

  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  shareEmail!: boolean;

  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  sharePhone!: boolean;

  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  shareAddress!: boolean;
}
