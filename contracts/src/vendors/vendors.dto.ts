// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { MoneyDto } from '../giving/money.dto';
import { IsPhone } from '../members/member.dto';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import {
  VENDOR_BOOKING_STATUSES,
  VENDOR_BOOKING_TIME,
  VENDOR_CATEGORIES,
  VENDOR_LIMITS,
  VENDOR_RATE_UNITS,
  type VendorBookingStatus,
  type VendorCategory,
  type VendorRateUnit,
} from './vendors.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

export class VendorRateDto {
  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;

  @IsIn([...VENDOR_RATE_UNITS], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  unit!: VendorRateUnit;
}

/** A vendor's profile as the office (`POST /api/vendors`, `PUT /api/vendors/:id`) or the vendor (`PUT /api/vendors/me`) writes it. */
export class VendorProfileDto {
  @RequiredText(VENDOR_LIMITS.name)
  name!: string;

  @IsIn([...VENDOR_CATEGORIES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  category!: VendorCategory;

  @OptionalText(VENDOR_LIMITS.description)
  description?: string;

  @OptionalText(VENDOR_LIMITS.contactName)
  contactName?: string;

  @IsOptional()
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(VENDOR_LIMITS.email, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.email })
  email?: string;

  @IsOptional()
  @IsPhone()
  phone?: string;

  @IsOptional()
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: VALIDATION_MESSAGES.choice })
  @MaxLength(VENDOR_LIMITS.website, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.choice })
  website?: string;

  @OptionalText(VENDOR_LIMITS.serviceArea)
  serviceArea?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => VendorRateDto)
  rate?: VendorRateDto;

  @OptionalText(VENDOR_LIMITS.rateNotes)
  rateNotes?: string;

  @OptionalText(VENDOR_LIMITS.availability)
  availability?: string;
}

/** `POST /api/vendors`: a profile, and optionally the vendor account that keeps it. */
export class CreateVendorDto extends VendorProfileDto {
  /** A user with the vendor role, who then edits the profile and answers its bookings in the portal. */
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  userId?: string;
}

/** `PUT /api/vendors/:id/account`: the vendor account (a user with the vendor role, keeping no other profile) to link; administrators only. */
export class LinkVendorAccountDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  userId!: string;
}

/** `GET /api/vendors?search=&category=`. */
export class VendorsQueryDto {
  @OptionalText(VENDOR_LIMITS.search)
  search?: string;

  @IsOptional()
  @IsIn([...VENDOR_CATEGORIES], { message: VALIDATION_MESSAGES.choice })
  category?: VendorCategory;
}

/** `POST /api/vendor-bookings`: a vendor for a time, for a service; the event, attendees, notes and budget if known. */
export class RequestVendorBookingDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  vendorId!: string;

  @Matches(VENDOR_BOOKING_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  startsAt!: string;

  @Matches(VENDOR_BOOKING_TIME, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  endsAt!: string;

  @RequiredText(VENDOR_LIMITS.service)
  service!: string;

  @OptionalText(VENDOR_LIMITS.notes)
  notes?: string;

  @OptionalText(VENDOR_LIMITS.event)
  event?: string;

  @IsOptional()
  @Max(VENDOR_LIMITS.maxAttendees, { message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  attendees?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => MoneyDto)
  budget?: MoneyDto;
}

/** `POST /api/vendor-bookings/:id/confirm` and `/decline`: the vendor's answer, with a message if they like. */
export class AnswerVendorBookingDto {
  @OptionalText(VENDOR_LIMITS.message)
  message?: string;
}

/** `POST /api/vendor-bookings/:id/review`: after a completed booking, 1 to 5 and a comment. */
export class ReviewVendorBookingDto {
  @Max(5, { message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  rating!: number;

  @OptionalText(VENDOR_LIMITS.comment)
  comment?: string;
}

/** `GET /api/vendor-bookings?status=&vendorId=`. */
export class VendorBookingsQueryDto {
  @IsOptional()
  @IsIn([...VENDOR_BOOKING_STATUSES], { message: VALIDATION_MESSAGES.choice })
  status?: VendorBookingStatus;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  vendorId?: string;
}
