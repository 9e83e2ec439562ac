import { AnswerJoinRequestHandler } from './answer-join-request/answer-join-request.handler';
import { ArchiveGroupHandler } from './archive-group/archive-group.handler';
import { ChangeGroupDetailsHandler } from './change-group-details/change-group-details.handler';
import { CreateGroupHandler } from './create-group/create-group.handler';
import { LeaveGroupHandler } from './leave-group/leave-group.handler';
import { RecordGroupMeetingHandler } from './record-group-meeting/record-group-meeting.handler';
import { RequestToJoinGroupHandler } from './request-to-join-group/request-to-join-group.handler';

/** The groups context's write side: one handler per use case. */
export const GROUP_COMMAND_HANDLERS = [
  CreateGroupHandler,
  ChangeGroupDetailsHandler,
  ArchiveGroupHandler,
  RequestToJoinGroupHandler,
  AnswerJoinRequestHandler,
  LeaveGroupHandler,
  RecordGroupMeetingHandler,
];
