import { createHash, randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.port';
import { DomainError } from '../../../../platform/errors/domain-error';
import { RecordAttendanceCommand, ScheduleGatheringCommand } from '../../../attendance';
import { rosterDecider } from '../../domain/roster.decider';
import { rosterStream } from '../../domain/roster.events';
import { EventOccurrences } from '../../registrations/event-occurrence.service';
import { formatWall, wallOf } from '../../schedule/zoned-time.util';
import { CheckInAttendeeCommand } from './check-in-attendee.command';

/** The attendance gathering an occurrence has: the same id every time, so the first check-in schedules it and the rest find it. */
export function gatheringIdOf(eventId: string, date: string): string {
  const hex = createHash('sha256').update(`event-occurrence:${eventId}:${date}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An instant as its wall time in the zone with the zone's offset then (`2026-03-01T10:00:00-06:00`). */
function zonedIso(instant: number, timeZone: string): string {
  const wall = wallOf(instant, timeZone);
  const minutes = Math.round((wall - instant) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${formatWall(wall)}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Check-in feeds attendance: the occurrence's gathering (scheduled once, on its first check-in) records
 * the person present — which also refuses someone not in the directory — and then the roster marks
 * them arrived. Both are idempotent: checking someone in twice counts them once.
 */
@CommandHandler(CheckInAttendeeCommand)
export class CheckInAttendeeHandler implements ICommandHandler<CheckInAttendeeCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly occurrences: EventOccurrences,
    private readonly commands: CommandBus,
  ) {}

  async execute({ eventId, memberId, occurrence: date, actor, now }: CheckInAttendeeCommand): Promise<CommandDone> {
    const { event, occurrence } = await this.occurrences.resolve(eventId, date, null, now);
    const gatheringId = gatheringIdOf(eventId, occurrence.date);
    const startsAt = zonedIso(occurrence.start, event.times.timeZone);
    try {
      await this.commands.execute(
        new ScheduleGatheringCommand(
          gatheringId,
          {
            // An occurrence moved to another day meets on that day: the gathering is where it actually happens.
            name: event.occurrences[occurrence.date]?.title ?? event.details.title,
            kind: event.details.category === 'worship' ? 'service' : 'meeting',
            startsAt,
            repeat: 'once',
            rrule: null,
          },
          actor,
        ),
      );
    } catch (error) {
      // Scheduled already (by an earlier check-in, or one racing this).
      const scheduled = (error instanceof DomainError && error.code === 'CONCURRENCY_CONFLICT') || error instanceof WrongExpectedRevisionError;
      if (!scheduled) throw error;
    }
    await this.commands.execute(new RecordAttendanceCommand(gatheringId, [memberId], startsAt.slice(0, 10), randomUUID(), actor));
    const outcome = await this.executor.execute(
      rosterStream(eventId, occurrence.date),
      rosterDecider,
      { type: 'CheckIn', eventId, date: occurrence.date, memberId },
      { actorId: actorIdOf(actor), retries: 100 },
    );
    return { id: eventId, revision: outcome.revision, position: outcome.position };
  }
}
