// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PageQueryDto } from '../platform/page-query.dto';
import {
  FAILED_SIGN_IN_RANGES,
  SECURITY_EVENT_TYPES,
  SECURITY_EVENTS_PAGE_SIZE,
  type FailedSignInRange,
  type SecurityEventType,
} from './security-event-types.constant';

const emptyAsMissing = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** `GET /api/security/events`: filters and paging, newest first (no other order). */
export class SecurityEventsQueryDto extends PageQueryDto {
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsIn(SECURITY_EVENT_TYPES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  type?: SecurityEventType;

  @Transform(emptyAsMissing)
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  userId?: string;

  /** Inclusive; an ISO-8601 date or date-time. */
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  from?: string;

  /** Exclusive; an ISO-8601 date or date-time. */
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  to?: string;

  override pageSize?: number = SECURITY_EVENTS_PAGE_SIZE.default;
}

/** `GET /api/security/failed-sign-ins`. */
export class FailedSignInsQueryDto {
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsIn(FAILED_SIGN_IN_RANGES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  range?: FailedSignInRange;

  /** An IANA time zone (`Europe/Paris`); the server checks it is one it knows. Default UTC. */
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.choice })
  @MaxLength(64, { message: VALIDATION_MESSAGES.choice })
  timeZone?: string;
}
