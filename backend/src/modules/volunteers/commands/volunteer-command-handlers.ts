import { AddVolunteerBlockoutHandler } from './add-volunteer-blockout/add-volunteer-blockout.handler';
import { AddVolunteerPositionHandler } from './add-volunteer-position/add-volunteer-position.handler';
import { AddVolunteerRequirementHandler } from './add-volunteer-requirement/add-volunteer-requirement.handler';
import { AssignVolunteerHandler } from './assign-volunteer/assign-volunteer.handler';
import { ConfirmVolunteerAssignmentHandler } from './confirm-volunteer-assignment/confirm-volunteer-assignment.handler';
import { CreateVolunteerTeamHandler } from './create-volunteer-team/create-volunteer-team.handler';
import { DeclineVolunteerAssignmentHandler } from './decline-volunteer-assignment/decline-volunteer-assignment.handler';
import { FollowOccurrenceHandler } from './follow-occurrence/follow-occurrence.handler';
import { OpenVolunteerSlotHandler } from './open-volunteer-slot/open-volunteer-slot.handler';
import { QualifyVolunteerHandler } from './qualify-volunteer/qualify-volunteer.handler';
import { RecordVolunteerRequirementHandler } from './record-volunteer-requirement/record-volunteer-requirement.handler';
import { RemoveVolunteerBlockoutHandler } from './remove-volunteer-blockout/remove-volunteer-blockout.handler';
import { SignUpForSlotHandler } from './sign-up-for-slot/sign-up-for-slot.handler';

/** The volunteers context's write side: one handler per use case. */
export const VOLUNTEER_COMMAND_HANDLERS = [
  CreateVolunteerTeamHandler,
  AddVolunteerPositionHandler,
  AddVolunteerRequirementHandler,
  QualifyVolunteerHandler,
  RecordVolunteerRequirementHandler,
  OpenVolunteerSlotHandler,
  SignUpForSlotHandler,
  AssignVolunteerHandler,
  ConfirmVolunteerAssignmentHandler,
  DeclineVolunteerAssignmentHandler,
  AddVolunteerBlockoutHandler,
  RemoveVolunteerBlockoutHandler,
  FollowOccurrenceHandler,
];
