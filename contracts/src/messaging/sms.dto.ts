// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsISO8601, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import { SMS_AUDIENCE_KINDS, SMS_COMPOSE_LIMITS, STAFF_SMS_CONSENT_SOURCES, type SmsAudienceKind } from './sms.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/**
 * Who receives it: `everyone` (opted in), `role` (a directory role in `value`), `ministry` (its name in
 * `value`), `group` / `event` (its id in `value`), or `members` (`memberIds`).
 */
export class SmsAudienceDto {
  @IsIn(SMS_AUDIENCE_KINDS, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  kind!: SmsAudienceKind;

  @OptionalText(200)
  value?: string;

  @IsOptional()
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(SMS_COMPOSE_LIMITS.pickedMax, { message: VALIDATION_MESSAGES.tooLong })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  memberIds?: string[];
}

/** `POST /api/sms/audience-preview`: how many will receive a message to this audience. */
export class SmsAudiencePreviewDto {
  @ValidateNested()
  @Type(() => SmsAudienceDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  audience!: SmsAudienceDto;
}

/**
 * `POST /api/sms/sends`: a message (a template with {firstName} / {eventTitle}) to an audience, now or
 * at `scheduledFor`. A time in quiet hours moves to their end.
 */
export class ComposeSmsDto extends SmsAudiencePreviewDto {
  @RequiredText(SMS_COMPOSE_LIMITS.bodyMax)
  body!: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  scheduledFor?: string;
}

/** `PUT /api/sms/consents/:memberId`: staff record a person's SMS consent (given or withdrawn) and where it came from. */
export class SmsConsentDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  optedIn!: boolean;

  @IsIn(STAFF_SMS_CONSENT_SOURCES, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  source!: (typeof STAFF_SMS_CONSENT_SOURCES)[number];
}
