import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { SelfUpdateQueriesService } from '../../queries/self-update-queries.service';
import { ApproveSelfUpdateCommand } from './approve-self-update.command';

/** The request names its member through the staff's list (which showed it to them); the member's stream decides. */
@CommandHandler(ApproveSelfUpdateCommand)
export class ApproveSelfUpdateHandler implements ICommandHandler<ApproveSelfUpdateCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly selfUpdates: SelfUpdateQueriesService,
  ) {}

  async execute({ requestId, actor }: ApproveSelfUpdateCommand): Promise<CommandDone> {
    const memberId = await this.selfUpdates.memberOf(requestId);
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'ApproveSelfUpdate', memberId, requestId },
      { actorId: actorIdOf(actor) },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
