import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES, type FieldError } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { WrongExpectedRevisionError } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { ChurchQuery } from '../../organisation';
import { EventCategories } from '../categories/event-categories.service';
import { bookableDecider, type BookableState } from '../domain/bookable.decider';
import { bookableStream, type BookableEvent } from '../domain/bookable.events';
import type { Decider } from '../../../platform/commands/decider.type';
import { eventDecider, scheduleOf, type EventCommand, type EventState, type ExistingEvent } from '../domain/event.decider';
import { deadlineOf } from './deadline.util';
import { detailsOf, TIME_INPUT_FIELDS, type EventInput, type TimesInput } from './event-input.type';
import { eventStream, type EventTimes } from '../domain/event.events';
import { findClash, recurrenceProblem } from '../schedule/event-schedule.util';
import { dateOfWall, formatWall, isTimeZone, parseWall, wallFromInput } from '../schedule/zoned-time.util';

export const bookables = bookableDecider(findClash);

const DAY = 86_400_000;

/**
 * What every event command shares: the church's zone, times read into wall times, and the rooms
 * and resources booked to match what the event becomes. Bookings are taken before the event's own
 * change is appended, each in its room's stream (so two bookings racing for one room meet at its
 * revision), and put back if the event's change is then refused.
 */
@Injectable()
export class EventWriter {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
    private readonly categories: EventCategories,
  ) {}

  /** The church's zone; UTC for a church founded before zones were kept. */
  async timeZone(): Promise<string> {
    const zone = (await this.church.current())?.timeZone ?? '';
    return zone && isTimeZone(zone) ? zone : 'UTC';
  }

  /** Times in the zone as the event keeps them, or VALIDATION_ERROR naming the fields. */
  times(input: TimesInput, timeZone: string): EventTimes {
    const fields: FieldError[] = [];
    let start = wallFromInput(input.startsAt, timeZone);
    let end = wallFromInput(input.endsAt, timeZone);
    if (start === null) fields.push({ field: 'startsAt', message: VALIDATION_MESSAGES.date });
    if (end === null) fields.push({ field: 'endsAt', message: VALIDATION_MESSAGES.date });
    if (start !== null && end !== null && input.allDay) {
      // An all-day event runs from its first day's midnight to the midnight after its last.
      start = start - (start % DAY);
      end = end - (end % DAY) + DAY;
    }
    if (start !== null && end !== null && end <= start) fields.push({ field: 'endsAt', message: VALIDATION_MESSAGES.dateOrder });
    const times: EventTimes = {
      start: formatWall(start ?? 0),
      end: formatWall(end ?? 0),
      allDay: input.allDay,
      timeZone,
      rrule: input.recurrence
        ? input.recurrence
            .replace(/^RRULE:/i, '')
            .replace(/\s+/g, '')
            .toUpperCase()
        : null,
    };
    if (times.rrule && start !== null && recurrenceProblem(times.rrule, times.start)) fields.push({ field: 'recurrence', message: VALIDATION_MESSAGES.choice });
    if (fields.length > 0) throw DomainError.validation(fields);
    return times;
  }

  /** The event as its stream has it. */
  async load(eventId: string) {
    return this.executor.load(eventStream(eventId), eventDecider);
  }

  /** Change the whole series: new times are read together with those kept, in the event's own zone. */
  async changeAll(
    eventId: string,
    state: ExistingEvent,
    changes: Partial<EventInput>,
    expectedRevision: number | undefined,
    actor: CommandActor,
  ): Promise<CommandDone> {
    const timeZone = state.times.timeZone;
    const given = Object.fromEntries(TIME_INPUT_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field]]));
    const times = Object.keys(given).length > 0 ? this.times({ ...timesInputOf(state.times), ...given }, timeZone) : {};
    const details = detailsOf(changes, deadlineOf(changes.registrationDeadline, timeZone));
    return this.run(eventId, { type: 'ChangeEvent', eventId, changes: { ...details, ...times } }, actor, expectedRevision);
  }

  /** Decide, book the rooms and resources the event will hold, then append the event's change. */
  async run(eventId: string, command: EventCommand, actor: CommandActor, expectedRevision?: number): Promise<CommandDone> {
    const stream = eventStream(eventId);
    const category = command.type === 'ScheduleEvent' ? command.details.category : command.type === 'ChangeEvent' ? command.changes.category : undefined;
    if (category !== undefined) await this.categories.check(category);
    const loaded = await this.load(eventId);
    if (expectedRevision !== undefined && expectedRevision !== loaded.revision) throw new WrongExpectedRevisionError(stream, expectedRevision, loaded.revision);
    const events = eventDecider.decide(command, loaded.state, { now: new Date().toISOString(), actorId: actorIdOf(actor) });
    if (events.length === 0) return { id: eventId, revision: loaded.revision, position: null };
    const after = events.reduce(eventDecider.evolve, loaded.state);
    await this.book(eventId, loaded.state, after, actor);
    try {
      const outcome = await this.executor.execute(stream, eventDecider, command, { actorId: actorIdOf(actor), expectedRevision: loaded.revision });
      return { id: eventId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      // Another writer changed the event first: its rooms go back to holding what the event now says.
      const current = await this.load(eventId);
      await this.book(eventId, after, current.state, actor);
      throw error;
    }
  }

  /** The rooms and resources an event holds in a state, and the booking each holds. */
  private holdings(eventId: string, state: EventState) {
    if (state.status !== 'scheduled') return { ids: [] as string[], booking: null };
    const { details } = state;
    const ids = [...new Set([details.roomId, ...details.resourceIds].filter((id): id is string => id !== null))].sort();
    const schedule = { ...scheduleOf(state), setupMinutes: details.setupMinutes, teardownMinutes: details.teardownMinutes };
    return { ids, booking: { eventId, title: details.title, schedule } };
  }

  private async reserve(bookableId: string, booking: NonNullable<ReturnType<EventWriter['holdings']>['booking']>, actor: CommandActor) {
    // A booking that lost a race decides again against the winner's: a clash then, else it is kept.
    await this.executor.execute(bookableStream(bookableId), bookables, { type: 'Reserve', bookableId, ...booking }, { actorId: actorIdOf(actor), retries: 5 });
  }

  private async release(bookableId: string, eventId: string, actor: CommandActor) {
    await this.executor.execute(bookableStream(bookableId), bookables, { type: 'Release', bookableId, eventId }, { actorId: actorIdOf(actor), retries: 5 });
  }

  private async book(eventId: string, before: EventState, after: EventState, actor: CommandActor): Promise<void> {
    const had = this.holdings(eventId, before);
    const wanted = this.holdings(eventId, after);
    if (wanted.booking) {
      // Every room is checked before any is booked: a refusal leaves them all as they were.
      for (const id of wanted.ids) await this.check(id, wanted.booking, after);
    }
    const taken: string[] = [];
    try {
      for (const id of wanted.ids) {
        await this.reserve(id, wanted.booking!, actor);
        taken.push(id);
      }
    } catch (error) {
      // Lost a race for a later room: those taken go back to what they held.
      for (const id of taken) {
        if (had.booking && had.ids.includes(id)) await this.reserve(id, had.booking, actor);
        else await this.release(id, eventId, actor);
      }
      throw error;
    }
    for (const id of had.ids.filter((id) => !wanted.ids.includes(id))) await this.release(id, eventId, actor);
  }

  private async check(bookableId: string, booking: NonNullable<ReturnType<EventWriter['holdings']>['booking']>, after: EventState): Promise<void> {
    const { state } = await this.executor.load(bookableStream(bookableId), bookables as Decider<BookableState, unknown, BookableEvent>);
    const isRoom = after.status !== 'none' && after.details.roomId === bookableId;
    if (state.status === 'none' || state.kind !== (isRoom ? 'room' : 'resource')) {
      throw DomainError.validation([{ field: isRoom ? 'roomId' : 'resourceIds', message: VALIDATION_MESSAGES.choice }]);
    }
    bookables.decide({ type: 'Reserve', bookableId, ...booking }, state, { now: new Date().toISOString(), actorId: null });
  }
}

/** Kept times as a client would send them: an all-day event's end as its last day. */
export function timesInputOf(times: EventTimes): TimesInput {
  const end = parseWall(times.end) ?? 0;
  return {
    startsAt: times.allDay ? times.start.slice(0, 10) : times.start,
    endsAt: times.allDay ? dateOfWall(end - DAY) : times.end,
    allDay: times.allDay,
    recurrence: times.rrule,
  };
}
