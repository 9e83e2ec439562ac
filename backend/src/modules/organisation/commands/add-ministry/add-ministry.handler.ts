import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { churchDecider } from '../../domain/church.decider';
import { churchStream } from '../../domain/church.events';
import { AddMinistryCommand } from './add-ministry.command';

@CommandHandler(AddMinistryCommand)
export class AddMinistryHandler implements ICommandHandler<AddMinistryCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ churchId, ministryId, name, description, actor }: AddMinistryCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      churchStream(churchId),
      churchDecider,
      { type: 'AddMinistry', churchId, ministryId, name, description },
      { actorId: actorIdOf(actor) },
    );
    return { id: ministryId, revision: outcome.revision, position: outcome.position };
  }
}
