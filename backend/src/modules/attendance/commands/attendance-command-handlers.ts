import { AddRoomHandler } from './add-room/add-room.handler';
import { CheckInChildrenHandler } from './check-in-children/check-in-children.handler';
import { CheckOutChildHandler } from './check-out-child/check-out-child.handler';
import { RecordAttendanceHandler } from './record-attendance/record-attendance.handler';
import { RecordHeadcountHandler } from './record-headcount/record-headcount.handler';
import { ScheduleGatheringHandler } from './schedule-gathering/schedule-gathering.handler';

/** The attendance context's write side: one handler per use case. */
export const ATTENDANCE_COMMAND_HANDLERS = [
  ScheduleGatheringHandler,
  RecordAttendanceHandler,
  RecordHeadcountHandler,
  AddRoomHandler,
  CheckInChildrenHandler,
  CheckOutChildHandler,
];
