import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { churchDecider } from '../../domain/church.decider';
import { churchStream } from '../../domain/church.events';
import { FoundChurchCommand } from './found-church.command';

@CommandHandler(FoundChurchCommand)
export class FoundChurchHandler implements ICommandHandler<FoundChurchCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ churchId, name, timeZone, actor }: FoundChurchCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      churchStream(churchId),
      churchDecider,
      { type: 'FoundChurch', churchId, name, timeZone },
      { actorId: actorIdOf(actor) },
    );
    return { id: churchId, revision: outcome.revision, position: outcome.position };
  }
}
