// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import { VOLUNTEER_DATE, VOLUNTEER_LIMITS } from './volunteer.constant';

// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.

/** `POST /api/volunteer-teams`: a team (usually a ministry's) and the members who lead it. */
export class CreateVolunteerTeamDto {
  @RequiredText(VOLUNTEER_LIMITS.name)
  name!: string;

  /** The ministry the team serves, if any. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  ministryId?: string;

  /** Member ids of its leaders (who schedule it). */
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(VOLUNTEER_LIMITS.leaders, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  leaderIds!: string[];

  /** Days before a service its volunteers get a reminder (default 2; 0 sends none). */
  @IsOptional()
  @Type(() => Number)
  @Max(14, { message: VALIDATION_MESSAGES.choice })
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  reminderDays?: number;
}

/** `POST /api/volunteer-teams/:id/positions`: a place people serve in (usher, greeter, sound). */
export class AddVolunteerPositionDto {
  @RequiredText(VOLUNTEER_LIMITS.name)
  name!: string;
}

/** `POST /api/volunteer-teams/:id/requirements`: what serving asks for (a background check), for the team or one position. */
export class AddVolunteerRequirementDto {
  @RequiredText(VOLUNTEER_LIMITS.name)
  name!: string;

  /** The position it applies to; absent for every position of the team. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  positionId?: string;
}

/** `PUT /api/volunteer-teams/:id/members/:memberId`: the positions a member is qualified for ([] takes them off the team). */
export class QualifyVolunteerDto {
  @IsUUID('all', { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(VOLUNTEER_LIMITS.positions, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  positionIds!: string[];
}

/** `PUT /api/volunteer-teams/:id/members/:memberId/requirements/:requirementId`: when a member met a requirement and until when it holds. */
export class RecordVolunteerRequirementDto {
  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  checkedOn!: string;

  /** The last day it holds; absent when it does not expire. */
  @IsOptional()
  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  expiresOn?: string;
}

/** `POST /api/volunteer-slots`: how many people a position needs at one occurrence of an event. */
export class CreateVolunteerSlotDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  eventId!: string;

  /** The instant the occurrence was scheduled to start (`occurrenceStart` in the event list). */
  @IsDateString({ strict: true }, { message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  occurrenceStart!: string;

  /** The team position's id. */
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  position!: string;

  @Type(() => Number)
  @Max(VOLUNTEER_LIMITS.neededMax, { message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  needed!: number;
}

/** `GET /api/volunteer-slots`: the slots of one event, or of the week holding a date (the current week without either). */
export class VolunteerSlotsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  eventId?: string;

  @IsOptional()
  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  week?: string;

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  teamId?: string;
}

/** `GET /api/volunteer-fill-rate`: each team's places filled in the weeks starting at `week` (a date in the first week). */
export class VolunteerFillRateQueryDto {
  @IsOptional()
  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  week?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(12, { message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  weeks?: number;
}

/** `POST /api/volunteer-slots/:id/assignments`: a leader schedules a member. */
export class AssignVolunteerDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;
}

/** `POST /api/me/blockouts`: days one cannot serve, first to last. */
export class AddVolunteerBlockoutDto {
  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  from!: string;

  @Matches(VOLUNTEER_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  to!: string;

  @OptionalText(VOLUNTEER_LIMITS.note)
  note?: string;
}

/** `POST /api/volunteer-assignments/:id/confirm-by-link|decline-by-link`: the signed link's token from the email, without a session. */
export class VolunteerLinkDto {
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  token!: string;
}

/** `POST /api/volunteer-assignments/:id/decline`: why, if one says (the leaders read it); the body may be left out. */
export class DeclineVolunteerAssignmentDto {
  @OptionalText(VOLUNTEER_LIMITS.declineReason)
  reason?: string;
}

/** `POST /api/volunteer-assignments/:id/decline-by-link`: the email's signed token, and why, if one says. */
export class DeclineVolunteerByLinkDto extends VolunteerLinkDto {
  @OptionalText(VOLUNTEER_LIMITS.declineReason)
  reason?: string;
}

/** `GET /api/volunteer-auto-fill`: one slot, or a week's slots (of one team). */
export class VolunteerAutoFillQueryDto extends VolunteerSlotsQueryDto {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  slotId?: string;
}
