import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { actorManagesGroup } from '../../group-access.util';
import { GroupStateService } from '../group-state.service';
import { AnswerJoinRequestCommand } from './answer-join-request.command';

/** This group's leaders, or groups.manage: a leader of another group is refused. */
@CommandHandler(AnswerJoinRequestCommand)
export class AnswerJoinRequestHandler implements ICommandHandler<AnswerJoinRequestCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, memberId, answer, actor }: AnswerJoinRequestCommand): Promise<CommandDone> {
    const group = await this.groups.load(groupId);
    if (!actorManagesGroup(actor, group.details.leaderIds)) throw new DomainError('AUTHORIZATION');
    const type = answer === 'approve' ? 'ApproveJoinRequest' : 'DeclineJoinRequest';
    const asked = await this.groups.asTheGroupKnows(group, memberId);
    const outcome = await this.executor.execute(groupStream(groupId), groupDecider, { type, groupId, memberId: asked }, { actorId: actorIdOf(actor) });
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
