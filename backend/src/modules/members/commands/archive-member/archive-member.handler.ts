import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { ArchiveMemberCommand } from './archive-member.command';

@CommandHandler(ArchiveMemberCommand)
export class ArchiveMemberHandler implements ICommandHandler<ArchiveMemberCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ memberId, expectedRevision, actor }: ArchiveMemberCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'ArchiveMember', memberId },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
