import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerDecider } from '../../domain/volunteer.decider';
import { volunteerStream } from '../../domain/volunteer.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { AddVolunteerBlockoutCommand } from './add-volunteer-blockout.command';

@CommandHandler(AddVolunteerBlockoutCommand)
export class AddVolunteerBlockoutHandler implements ICommandHandler<AddVolunteerBlockoutCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ blockoutId, from, to, note, actor }: AddVolunteerBlockoutCommand): Promise<CommandDone> {
    const memberId = this.writer.memberOf(actor);
    const command = { type: 'AddBlockout' as const, memberId, blockoutId, from, to, note };
    const outcome = await this.executor.execute(volunteerStream(memberId), volunteerDecider, command, { actorId: actorIdOf(actor), retries: 5 });
    return { id: blockoutId, revision: outcome.revision, position: outcome.position };
  }
}
