// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsOptional, IsString, IsUUID, Matches, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import { GIVING_DATE } from './giving.constant';
import { MoneyDto } from './money.dto';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

export const CAMPAIGN_LIMITS = {
  name: 80,
  /** Funds one campaign counts the gifts of. */
  funds: 20,
} as const;

export const CAMPAIGN_STATUSES = ['open', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** `POST /api/campaigns`: a campaign's goal in the church's currency, its period (dates inclusive) and the funds whose gifts count toward it. */
export class CreateCampaignDto {
  @RequiredText(CAMPAIGN_LIMITS.name)
  name!: string;

  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  goal!: MoneyDto;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  startsOn!: string;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  endsOn!: string;

  @IsUUID('4', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(CAMPAIGN_LIMITS.funds, { message: VALIDATION_MESSAGES.tooLong })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  fundIds!: string[];
}

/** `PATCH /api/campaigns/:id`: what changes (anything left out stays); `status` closes or reopens it. */
export class ChangeCampaignDto {
  @IsOptional()
  @RequiredText(CAMPAIGN_LIMITS.name)
  name?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => MoneyDto)
  goal?: MoneyDto;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  startsOn?: string;

  @IsOptional()
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  endsOn?: string;

  @IsOptional()
  @IsUUID('4', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(CAMPAIGN_LIMITS.funds, { message: VALIDATION_MESSAGES.tooLong })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.required })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  fundIds?: string[];

  @IsOptional()
  @IsIn([...CAMPAIGN_STATUSES], { message: VALIDATION_MESSAGES.choice })
  status?: CampaignStatus;
}

/**
 * `POST /api/campaigns/:id/pledges`: an amount promised over the campaign's period. Without a
 * pledger it is the signed-in member's own pledge; naming a member or a household is the finance
 * role's (recording a pledge card).
 */
export class MakePledgeDto {
  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  memberId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  householdId?: string;

  @OptionalText(200)
  note?: string;
}

/** `PATCH /api/pledges/:id`: the new amount. */
export class ChangePledgeDto {
  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;
}

/** `PUT /api/giving/receipt-emails`: whether a gift's receipt is emailed to its donor when the gift is recorded. */
export class ReceiptEmailsDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  enabled!: boolean;
}
