/** The volunteers context's public face: its module, and the commands the demo church seeds the schedule with. */
export { VolunteersModule } from './volunteers.module';
export { CreateVolunteerTeamCommand } from './commands/create-volunteer-team/create-volunteer-team.command';
export { AddVolunteerPositionCommand } from './commands/add-volunteer-position/add-volunteer-position.command';
export { AddVolunteerRequirementCommand } from './commands/add-volunteer-requirement/add-volunteer-requirement.command';
export { QualifyVolunteerCommand } from './commands/qualify-volunteer/qualify-volunteer.command';
export { RecordVolunteerRequirementCommand } from './commands/record-volunteer-requirement/record-volunteer-requirement.command';
export { OpenVolunteerSlotCommand } from './commands/open-volunteer-slot/open-volunteer-slot.command';
export { AssignVolunteerCommand } from './commands/assign-volunteer/assign-volunteer.command';
export { ConfirmVolunteerAssignmentCommand } from './commands/confirm-volunteer-assignment/confirm-volunteer-assignment.command';
export { AddVolunteerBlockoutCommand } from './commands/add-volunteer-blockout/add-volunteer-blockout.command';
