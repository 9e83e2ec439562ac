import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { scheduleProblem } from '../../schedule/occurrences.util';
import { gatheringDecider } from '../../domain/gathering.decider';
import { gatheringStream } from '../../domain/gathering.events';
import { ScheduleGatheringCommand } from './schedule-gathering.command';

@CommandHandler(ScheduleGatheringCommand)
export class ScheduleGatheringHandler implements ICommandHandler<ScheduleGatheringCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ gatheringId, gathering, actor }: ScheduleGatheringCommand): Promise<CommandDone> {
    const problem = scheduleProblem({ ...gathering, rrule: gathering.repeat === 'rrule' ? gathering.rrule : null });
    if (problem === 'startsAt') throw DomainError.validation([{ field: 'startsAt', message: VALIDATION_MESSAGES.date }]);
    if (problem === 'rrule') throw DomainError.validation([{ field: 'rrule', message: VALIDATION_MESSAGES.choice }]);
    const outcome = await this.executor.execute(
      gatheringStream(gatheringId),
      gatheringDecider,
      { type: 'ScheduleGathering', gatheringId, ...gathering },
      { actorId: actorIdOf(actor) },
    );
    return { id: gatheringId, revision: outcome.revision, position: outcome.position };
  }
}
