// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PageQueryDto } from '../platform/page-query.dto';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import { DONATION_METHODS, GIVING_DATE, GIVING_LIMITS, type DonationMethod } from './giving.constant';
import { MoneyDto } from './money.dto';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** `POST /api/funds`. */
export class CreateFundDto {
  @RequiredText(GIVING_LIMITS.fundName)
  name!: string;
}

/** One fund's part of a gift split over several. */
export class DonationSplitDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  fundId!: string;

  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;
}

/**
 * `POST /api/donations`: one gift, to one fund (`fundId`) or split over several (`splits`, adding up
 * to `amount`). No donor is an anonymous gift. `deductible`: the tax-deductible part (the whole gift
 * when absent).
 */
export class CreateDonationDto {
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  donorMemberId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  donorHouseholdId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  fundId?: string;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => DonationSplitDto)
  @ArrayMaxSize(GIVING_LIMITS.splits, { message: VALIDATION_MESSAGES.tooLong })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  splits?: DonationSplitDto[];

  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;

  @IsIn([...DONATION_METHODS], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  method!: DonationMethod;

  @OptionalText(GIVING_LIMITS.chequeNumber)
  chequeNumber?: string;

  @OptionalText(GIVING_LIMITS.inKindDescription)
  inKindDescription?: string;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  receivedOn!: string;

  @OptionalText(GIVING_LIMITS.note)
  note?: string;

  /** The tax-deductible part in the gift's currency's minor units. */
  @IsOptional()
  @Max(Number.MAX_SAFE_INTEGER, { message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  deductible?: number;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  batchId?: string;
}

/** `POST /api/donations/:id/reversals`: why the gift is being reversed. */
export class ReverseDonationDto {
  @RequiredText(GIVING_LIMITS.reason)
  reason!: string;
}

/** `POST /api/batches`: a counting team's batch, e.g. "Sunday 8 March, 10:30 service". */
export class CreateBatchDto {
  @RequiredText(GIVING_LIMITS.batchName)
  name!: string;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  receivedOn!: string;
}

/** `POST /api/batches/:id/close`: what the counting team counted. */
export class CloseBatchDto {
  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  countedTotal!: MoneyDto;
}

/** `GET /api/donations`: gifts received between two dates (inclusive), by fund, donor or batch; newest first. */
export class DonationsQueryDto extends PageQueryDto {
  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  to?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  fundId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  donorMemberId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  batchId?: string;
}

/** `GET /api/giving/totals`: the period, dates inclusive (all time when absent). */
export class GivingTotalsQueryDto {
  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  from?: string;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  to?: string;
}

/** `GET /api/giving/analytics`: the period, dates inclusive (all time when absent). */
export class GivingAnalyticsQueryDto extends GivingTotalsQueryDto {}
