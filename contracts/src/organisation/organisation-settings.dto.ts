// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, IsTimeZone, Matches, MaxLength } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { IsCurrencyCode } from '../giving/money.dto';

/** The longest maintenance message kept: a sentence or two for the maintenance screen. */
export const MAINTENANCE_MESSAGE_MAX = 500;

/** `PUT /api/admin/features/:flag`. */
export class ChangeFeatureFlagDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  enabled!: boolean;
}

/** `PUT /api/admin/maintenance`: on or off, with an optional message for the maintenance screen. */
export class ChangeMaintenanceModeDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  enabled!: boolean;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @MaxLength(MAINTENANCE_MESSAGE_MAX, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.malformed })
  message?: string;
}

/** The country a church starts with until an administrator chooses its own. */
export const DEFAULT_CHURCH_COUNTRY = 'US';

/** The longest legal name a church may give. */
export const CHURCH_LEGAL_NAME_MAX = 160;

/** The currency a church keeps its books in until an administrator chooses its own (ISO 4217). */
export const DEFAULT_CHURCH_CURRENCY = 'USD';

/**
 * `PUT /api/admin/church-settings`: the church's own settings. `country` (ISO 3166 alpha-2) is the
 * region phone numbers written without a country code belong to, and the one shown in national format.
 * `selfUpdatesNeedApproval`: a member's change to their own details is pending until staff approve it.
 */
export class ChurchSettingsDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  country!: string;

  /** Members' changes to their own details wait for staff approval (absent: unchanged). */
  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  selfUpdatesNeedApproval?: boolean;

  /** The currency gifts are recorded in, ISO 4217 (absent: unchanged). */
  @IsOptional()
  @IsCurrencyCode()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  currency?: string;

  /** The name the church is registered under, printed on giving statements ('' for its name; absent: unchanged). */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @MaxLength(CHURCH_LEGAL_NAME_MAX, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.malformed })
  legalName?: string;
  /** The church's IANA time zone, which new events are scheduled in and times are said in (absent: unchanged). */
  @IsOptional()
  @IsTimeZone({ message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  timeZone?: string;
}
