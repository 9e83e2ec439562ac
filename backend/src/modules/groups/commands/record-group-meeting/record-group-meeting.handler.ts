import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { actorManagesGroup } from '../../group-access.util';
import { GroupStateService } from '../group-state.service';
import { RecordGroupMeetingCommand } from './record-group-meeting.command';

/** This group's leaders, or groups.manage. */
@CommandHandler(RecordGroupMeetingCommand)
export class RecordGroupMeetingHandler implements ICommandHandler<RecordGroupMeetingCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, meetingId, meeting, actor }: RecordGroupMeetingCommand): Promise<CommandDone> {
    const group = await this.groups.load(groupId);
    if (!actorManagesGroup(actor, group.details.leaderIds)) throw new DomainError('AUTHORIZATION');
    const attendeeIds = await Promise.all(meeting.attendeeIds.map((memberId) => this.groups.asTheGroupKnows(group, memberId)));
    const outcome = await this.executor.execute(
      groupStream(groupId),
      groupDecider,
      { type: 'RecordGroupMeeting', groupId, meetingId, ...meeting, attendeeIds },
      { actorId: actorIdOf(actor) },
    );
    return { id: meetingId, revision: outcome.revision, position: outcome.position };
  }
}
