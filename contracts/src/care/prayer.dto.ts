import 'reflect-metadata';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PRAYER_DURATIONS, PRAYER_LIMITS, PRAYER_VISIBILITIES, type PrayerDuration, type PrayerVisibility } from './prayer.constant';
import { OptionalText, RequiredText } from '../platform/text.decorators';

/** `POST /api/prayer-requests`: a request for oneself (no `forName`) or for someone else. */
export class SubmitPrayerRequestDto {
  @RequiredText(PRAYER_LIMITS.request)
  request!: string;

  @IsIn(PRAYER_VISIBILITIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  visibility!: PrayerVisibility;

  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  anonymous?: boolean;

  /** Whom to pray for, when it is not the one asking. */
  @OptionalText(PRAYER_LIMITS.forName)
  forName?: string;

  /** Days it stays on the wall and with the team (default 30). */
  @IsOptional()
  @IsIn(PRAYER_DURATIONS as unknown as number[], { message: VALIDATION_MESSAGES.choice })
  durationDays?: PrayerDuration;
}

/** `POST /api/prayer-requests/:id/answered`: how the prayer was answered. */
export class MarkPrayerAnsweredDto {
  @OptionalText(PRAYER_LIMITS.praiseNote)
  praiseNote?: string;
}
