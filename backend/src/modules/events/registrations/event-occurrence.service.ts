import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES, type CurrentUser } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { EventWriter } from '../commands/event-writer.service';
import { scheduleOf, type ExistingEvent } from '../domain/event.decider';
import { visibilitiesFor, type EventOccurrenceRef } from '../queries/event-queries.service';
import { nextOccurrence, occurrenceOn, type ScheduledOccurrence } from '../schedule/event-schedule.util';

/** An event still on the calendar and one of its occurrences. */
export interface EventOccurrence {
  event: ExistingEvent;
  occurrence: ScheduledOccurrence;
}

/**
 * The occurrence a registration or check-in is for, read from the event's own stream (so a change
 * made a moment ago counts): the date named, a one-off event's only one, or a series' next.
 */
@Injectable()
export class EventOccurrences {
  constructor(private readonly writer: EventWriter) {}

  async resolve(eventId: string, date: string | undefined, reader: CurrentUser | null, now: Date): Promise<EventOccurrence> {
    const { state } = await this.writer.load(eventId);
    // An event the reader may not see is, for them, not there.
    if (state.status !== 'scheduled' || (reader && !visibilitiesFor(reader).includes(state.details.visibility))) throw new DomainError('NOT_FOUND');
    const schedule = scheduleOf(state);
    const occurrence = date
      ? occurrenceOn(schedule, date)
      : state.times.rrule
        ? nextOccurrence(schedule, now.getTime())
        : occurrenceOn(schedule, state.times.start.slice(0, 10));
    if (!occurrence) throw DomainError.validation([{ field: 'occurrence', message: VALIDATION_MESSAGES.choice }]);
    return { event: state, occurrence };
  }

  /**
   * Where the occurrence scheduled for `date` is now, as its stream has it (moved, if it was); null
   * when the event no longer has it (cancelled, or the series no longer falls that day).
   */
  async refOn(eventId: string, date: string): Promise<EventOccurrenceRef | null> {
    const { state } = await this.writer.load(eventId);
    if (state.status !== 'scheduled') return null;
    const occurrence = occurrenceOn(scheduleOf(state), date);
    if (!occurrence) return null;
    return {
      eventId,
      title: state.occurrences[date]?.title ?? state.details.title,
      date,
      occurrenceStart: new Date(occurrence.originalStart).toISOString(),
      startsAt: new Date(occurrence.start).toISOString(),
      endsAt: new Date(occurrence.end).toISOString(),
      timeZone: state.times.timeZone,
    };
  }
}
