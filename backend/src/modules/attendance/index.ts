/** The attendance context's public face: its module, and the commands the demo church dispatches. */
export { AttendanceModule } from './attendance.module';
export { ScheduleGatheringCommand } from './commands/schedule-gathering/schedule-gathering.command';
export { RecordAttendanceCommand } from './commands/record-attendance/record-attendance.command';
export { RecordHeadcountCommand } from './commands/record-headcount/record-headcount.command';
export { AddRoomCommand } from './commands/add-room/add-room.command';
export { CheckInChildrenCommand } from './commands/check-in-children/check-in-children.command';
export { CheckOutChildCommand } from './commands/check-out-child/check-out-child.command';
export { GatheringQueriesService } from './queries/gathering-queries.service';
export { GATHERING_EVENT_TYPES, REGISTER_EVENT_TYPES } from './domain/gathering.events';
export { gatheringsProjection } from './projections/gatherings.projection';
export { occurrencesProjection } from './projections/occurrences.projection';
export type { GatheringDocument } from './projections/gatherings.projection';
export type { OccurrenceDocument } from './projections/occurrences.projection';
