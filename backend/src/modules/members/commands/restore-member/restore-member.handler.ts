import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { RestoreMemberCommand } from './restore-member.command';

@CommandHandler(RestoreMemberCommand)
export class RestoreMemberHandler implements ICommandHandler<RestoreMemberCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ memberId, expectedRevision, actor }: RestoreMemberCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'RestoreMember', memberId },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
