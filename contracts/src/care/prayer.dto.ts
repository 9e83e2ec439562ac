import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PRAYER_DURATIONS, PRAYER_LIMITS, PRAYER_VISIBILITIES, type PrayerDuration, type PrayerVisibility } from './prayer.constant';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/prayer-requests`: a request for oneself (no `forName`) or for someone else. */
export class SubmitPrayerRequestDto {
  @Transform(trim)
  @MaxLength(PRAYER_LIMITS.request, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  request!: string;

  @IsIn(PRAYER_VISIBILITIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  visibility!: PrayerVisibility;

  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  anonymous?: boolean;

  /** Whom to pray for, when it is not the one asking. */
  @Transform(trim)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(PRAYER_LIMITS.forName, { message: VALIDATION_MESSAGES.tooLong })
  forName?: string;

  /** Days it stays on the wall and with the team (default 30). */
  @IsOptional()
  @IsIn(PRAYER_DURATIONS as unknown as number[], { message: VALIDATION_MESSAGES.choice })
  durationDays?: PrayerDuration;
}

/** `POST /api/prayer-requests/:id/answered`: how the prayer was answered. */
export class MarkPrayerAnsweredDto {
  @Transform(trim)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(PRAYER_LIMITS.praiseNote, { message: VALIDATION_MESSAGES.tooLong })
  praiseNote?: string;
}
