import 'reflect-metadata';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsUUID, ValidateIf } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import {
  CARE_COMMUNICATION_KINDS,
  CARE_LIMITS,
  CARE_REQUEST_TYPES,
  CARE_STATUSES,
  CARE_URGENCIES,
  type CareCommunicationKind,
  type CareRequestType,
  type CareStatus,
  type CareUrgency,
} from './care-request.constant';
import { RequiredText } from '../platform/text.decorators';

const DATE = { strict: true, strictSeparator: true };

/** `POST /api/care-requests`: someone needs care. */
export class OpenCareRequestDto {
  @IsIn(CARE_REQUEST_TYPES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  type!: CareRequestType;

  @IsIn(CARE_URGENCIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  urgency!: CareUrgency;

  /** The person cared for (a member id). */
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;

  /** The user who takes it on. */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  assignedTo?: string;

  /** YYYY-MM-DD: when to follow up (the assignee is reminded). */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsISO8601(DATE, { message: VALIDATION_MESSAGES.date })
  followUpOn?: string;
}

/** `PATCH /api/care-requests/:id`: move it on, hand it over, or set the next follow-up. */
export class UpdateCareRequestDto {
  @IsOptional()
  @IsIn(CARE_STATUSES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  status?: CareStatus;

  @IsOptional()
  @IsIn(CARE_URGENCIES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  urgency?: CareUrgency;

  /** '' leaves it unassigned. */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  assignedTo?: string;

  /** '' clears it. */
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsISO8601(DATE, { message: VALIDATION_MESSAGES.date })
  followUpOn?: string;
}

/** `GET /api/care-requests`: all, or one person's. */
export class ListCareRequestsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId?: string;
}

/** `POST /api/pastoral-notes`: a confidential note on a person, or on one of their care requests. */
export class WritePastoralNoteDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  careRequestId?: string;

  @RequiredText(CARE_LIMITS.note)
  text!: string;
}

/** `GET /api/pastoral-notes`: a person's notes (with those on their requests), or one request's. */
export class ListPastoralNotesQueryDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  careRequestId?: string;
}

/** `POST /api/care-communications`: a call, visit, email, letter or note to log against a person. */
export class LogCareCommunicationDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;

  @IsIn(CARE_COMMUNICATION_KINDS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  kind!: CareCommunicationKind;

  @RequiredText(CARE_LIMITS.summary)
  summary!: string;

  /** When it happened (default: now). */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  occurredAt?: string;
}

/** `GET /api/care-communications`: one person's log, or everyone's latest. */
export class ListCareCommunicationsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId?: string;
}
