import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { SelfUpdateQueriesService } from '../../queries/self-update-queries.service';
import { DeclineSelfUpdateCommand } from './decline-self-update.command';

/** As approval: the request names its member through the staff's list; the member's stream decides. */
@CommandHandler(DeclineSelfUpdateCommand)
export class DeclineSelfUpdateHandler implements ICommandHandler<DeclineSelfUpdateCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly selfUpdates: SelfUpdateQueriesService,
  ) {}

  async execute({ requestId, reason, actor }: DeclineSelfUpdateCommand): Promise<CommandDone> {
    const memberId = await this.selfUpdates.memberOf(requestId);
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'DeclineSelfUpdate', memberId, requestId, reason },
      { actorId: actorIdOf(actor) },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
