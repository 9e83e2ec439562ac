/** The groups context's public face: the module, and the commands the demo church seeds groups with. */
export { GroupsModule } from './groups.module';
export { ChangeGroupDetailsCommand } from './commands/change-group-details/change-group-details.command';
export { CreateGroupCommand } from './commands/create-group/create-group.command';
export { RequestToJoinGroupCommand } from './commands/request-to-join-group/request-to-join-group.command';
export { AnswerJoinRequestCommand } from './commands/answer-join-request/answer-join-request.command';
export { RecordGroupMeetingCommand } from './commands/record-group-meeting/record-group-meeting.command';
export { GroupQueriesService } from './queries/group-queries.service';
