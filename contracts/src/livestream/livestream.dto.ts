import 'reflect-metadata';
import { IsBoolean, IsDefined, IsIn, IsNumber, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import { LIVESTREAM_LIMITS, RESTREAM_KINDS, type RestreamKind } from './livestream.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** An RTMP(S) server address, no spaces. */
export const RTMP_URL = /^rtmps?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** A platform's stream key: printable, no spaces or slashes. */
export const DESTINATION_KEY = /^[\x21-\x2e\x30-\x7e]+$/;

/** `POST /api/livestream/destinations`: a YouTube or Facebook preset (its server filled in), or a custom RTMP endpoint. */
export class AddRestreamDestinationDto {
  @IsIn(RESTREAM_KINDS, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  kind!: RestreamKind;

  @RequiredText(LIVESTREAM_LIMITS.destinationName)
  name!: string;

  /** Required for a custom endpoint; a preset's own server is used when absent. */
  @IsOptional()
  @Matches(RTMP_URL, { message: VALIDATION_MESSAGES.malformed })
  @OptionalText(LIVESTREAM_LIMITS.serverUrl)
  serverUrl?: string;

  @Matches(DESTINATION_KEY, { message: VALIDATION_MESSAGES.malformed })
  @RequiredText(LIVESTREAM_LIMITS.destinationKey)
  streamKey!: string;

  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  enabled?: boolean;
}

/** `PUT /api/livestream/destinations/:id/enabled`. */
export class SetRestreamEnabledDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  enabled!: boolean;
}

/** `PUT /api/livestream/options`: whether visitors may watch without signing in (off by default). */
export class LivestreamOptionsDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  publicWatch!: boolean;
}

/** `PUT /api/livestream/next`: the event the next stream belongs to (null: none announced). */
export class ScheduleNextStreamDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  eventId?: string | null;
}

/** `POST /api/livestream/recordings/:id/trim`: keep from `startSeconds` to `endSeconds` of the recording. */
export class TrimRecordingDto {
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  startSeconds!: number;

  @Max(24 * 3600, { message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  endSeconds!: number;
}
