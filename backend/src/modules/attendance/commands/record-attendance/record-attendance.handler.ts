import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { registerStream } from '../../domain/gathering.events';
import { registerDecider } from '../../domain/register.decider';
import { AttendancePeople } from '../../queries/attendance-people.service';
import { RegisterOccurrence } from '../register-occurrence.service';
import { RecordAttendanceCommand } from './record-attendance.command';

/** A gathering that exists, an occurrence it meets on, people in the directory; then the register. */
@CommandHandler(RecordAttendanceCommand)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendanceCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly occurrences: RegisterOccurrence,
    private readonly people: AttendancePeople,
  ) {}

  async execute({ gatheringId, memberIds, occurrence, recordingId, actor, now }: RecordAttendanceCommand): Promise<CommandDone> {
    const { kind, date } = await this.occurrences.resolve(gatheringId, occurrence, now);
    // A record merged away still ticked (a register printed before the merge, a kiosk's old list): the
    // person came, so the office's register counts them as the record they now are rather than
    // refusing the whole register for one stale line. It was never the merged record's own past, so
    // an unmerge leaves it with the survivor.
    const survivors = await this.people.survivorsOf(memberIds);
    const present = [...new Set(memberIds.map((id) => survivors.get(id) ?? id))];
    // One read of the directory, not one per person: a register may name thousands.
    const known = new Set((await this.people.active()).map((member) => member.id));
    if (present.some((id) => !known.has(id))) throw new DomainError('MEMBER_NOT_FOUND');
    const outcome = await this.executor.execute(
      registerStream(gatheringId, date),
      registerDecider,
      { type: 'RecordAttendance', gatheringId, kind, date, memberIds: present, recordingId },
      // Two people recording the same service at once both count: decide again on a race.
      { actorId: actorIdOf(actor), retries: 3 },
    );
    return { id: gatheringId, revision: outcome.revision, position: outcome.position };
  }
}
