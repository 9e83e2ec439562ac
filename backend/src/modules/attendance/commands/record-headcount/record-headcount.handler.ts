import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { registerStream } from '../../domain/gathering.events';
import { registerDecider } from '../../domain/register.decider';
import { RegisterOccurrence } from '../register-occurrence.service';
import { RecordHeadcountCommand } from './record-headcount.command';

@CommandHandler(RecordHeadcountCommand)
export class RecordHeadcountHandler implements ICommandHandler<RecordHeadcountCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly occurrences: RegisterOccurrence,
  ) {}

  async execute({ gatheringId, count, occurrence, actor, now }: RecordHeadcountCommand): Promise<CommandDone> {
    const { kind, date } = await this.occurrences.resolve(gatheringId, occurrence, now);
    const outcome = await this.executor.execute(
      registerStream(gatheringId, date),
      registerDecider,
      { type: 'RecordHeadcount', gatheringId, kind, date, count },
      { actorId: actorIdOf(actor), retries: 3 },
    );
    return { id: gatheringId, revision: outcome.revision, position: outcome.position };
  }
}
