import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES, type GatheringKind } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { gatheringDecider } from '../domain/gathering.decider';
import { gatheringStream } from '../domain/gathering.events';
import { currentOccurrence, occurrenceOn } from '../schedule/occurrences.util';

/** The gathering a register is of, and which occurrence: shared by the attendance and headcount use cases. */
@Injectable()
export class RegisterOccurrence {
  constructor(private readonly executor: CommandExecutor) {}

  async resolve(gatheringId: string, date: string | undefined, now: Date): Promise<{ kind: GatheringKind; date: string }> {
    const { state } = await this.executor.load(gatheringStream(gatheringId), gatheringDecider);
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    const occurrence = date ? occurrenceOn(state, date) : currentOccurrence(state, now);
    // A date the gathering does not meet on is a wrong choice in the form, not a missing record.
    if (!occurrence) throw DomainError.validation([{ field: 'occurrence', message: VALIDATION_MESSAGES.choice }]);
    return { kind: state.kind, date: occurrence.date };
  }
}
