import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { scheduleOf, type ExistingEvent } from '../../domain/event.decider';
import type { EventDetails, OccurrenceChanges } from '../../domain/event.events';
import { ruleOf, scheduledWallOn } from '../../schedule/event-schedule.util';
import { dateOfWall, formatWall, parseWall, wallFromInput } from '../../schedule/zoned-time.util';
import { deadlineOf } from '../deadline.util';
import { detailsOf, type EventInput } from '../event-input.type';
import { EventWriter } from '../event-writer.service';
import { ChangeOccurrenceCommand } from './change-occurrence.command';

const DAY = 86_400_000;
/** What one occurrence may change on its own; the rest belongs to the series. */
const OCCURRENCE_FIELDS: ReadonlyArray<keyof EventInput> = ['title', 'description', 'location', 'startsAt', 'endsAt'];

const withoutEnd = (rrule: string) =>
  rrule
    .split(';')
    .filter((part) => !/^(COUNT|UNTIL)=/i.test(part))
    .join(';');
const ruleDate = (wall: number) => dateOfWall(wall).replaceAll('-', '');

@CommandHandler(ChangeOccurrenceCommand)
export class ChangeOccurrenceHandler implements ICommandHandler<ChangeOccurrenceCommand, CommandDone> {
  constructor(private readonly writer: EventWriter) {}

  async execute(command: ChangeOccurrenceCommand): Promise<CommandDone> {
    const { state } = await this.writer.load(command.eventId);
    if (state.status !== 'scheduled') throw new DomainError('NOT_FOUND');
    const wall = scheduledWallOn(scheduleOf(state), command.date);
    if (wall === null || state.cancelledDates.includes(command.date)) throw new DomainError('NOT_FOUND');
    return command.scope === 'this' ? this.changeOne(command, state, wall) : this.changeFollowing(command, state, wall);
  }

  private async changeOne({ eventId, date, changes, actor }: ChangeOccurrenceCommand, state: ExistingEvent, wall: number): Promise<CommandDone> {
    const others = (Object.keys(changes) as Array<keyof EventInput>).filter((field) => changes[field] !== undefined && !OCCURRENCE_FIELDS.includes(field));
    if (others.length > 0) throw DomainError.validation(others.map((field) => ({ field, message: VALIDATION_MESSAGES.unknownField })));
    const occurrence: OccurrenceChanges = {};
    if (changes.title !== undefined) occurrence.title = changes.title;
    if (changes.description !== undefined) occurrence.description = changes.description;
    if (changes.location !== undefined) occurrence.location = changes.location;
    if (changes.startsAt !== undefined || changes.endsAt !== undefined) {
      const zone = state.times.timeZone;
      const had = state.occurrences[date];
      const duration = (parseWall(state.times.end) ?? 0) - (parseWall(state.times.start) ?? 0);
      const start = changes.startsAt !== undefined ? wallFromInput(changes.startsAt, zone) : (parseWall(had?.start ?? '') ?? wall);
      const end = changes.endsAt !== undefined ? wallFromInput(changes.endsAt, zone) : start === null ? null : start + duration;
      if (start === null) throw DomainError.validation([{ field: 'startsAt', message: VALIDATION_MESSAGES.date }]);
      if (end === null) throw DomainError.validation([{ field: 'endsAt', message: VALIDATION_MESSAGES.date }]);
      if (end <= start) throw DomainError.validation([{ field: 'endsAt', message: VALIDATION_MESSAGES.dateOrder }]);
      occurrence.start = formatWall(start);
      occurrence.end = formatWall(end);
    }
    return this.writer.run(eventId, { type: 'ChangeOccurrence', eventId, date, scheduled: true, changes: occurrence }, actor);
  }

  private async changeFollowing({ eventId, changes, newEventId, actor }: ChangeOccurrenceCommand, state: ExistingEvent, wall: number): Promise<CommandDone> {
    const start = parseWall(state.times.start) ?? 0;
    const rrule = state.times.rrule;
    // From the first occurrence on is the whole series.
    if (!rrule || wall === start) return this.writer.changeAll(eventId, state, changes, undefined, actor);
    const rule = ruleOf(rrule, start);
    const before = rule.between(new Date(start), new Date(wall - 1), true).length;
    const ended = `${withoutEnd(rrule)};UNTIL=${ruleDate(wall - DAY)}`;
    const rest = rule.options.count
      ? `${withoutEnd(rrule)};COUNT=${rule.options.count - before}`
      : rule.options.until
        ? `${withoutEnd(rrule)};UNTIL=${ruleDate(rule.options.until.getTime())}`
        : withoutEnd(rrule);
    const duration = (parseWall(state.times.end) ?? 0) - start;
    const asInput = (at: number) => (state.times.allDay ? dateOfWall(at) : formatWall(at));
    const times = this.writer.times(
      {
        startsAt: changes.startsAt ?? asInput(wall),
        endsAt: changes.endsAt ?? asInput(state.times.allDay ? wall + duration - DAY : wall + duration),
        allDay: changes.allDay ?? state.times.allDay,
        recurrence: changes.recurrence !== undefined ? changes.recurrence : rest,
      },
      state.times.timeZone,
    );
    const details: EventDetails = { ...state.details, ...detailsOf(changes, deadlineOf(changes.registrationDeadline, state.times.timeZone)) };
    // The series ends first, so the part that continues it may book the same rooms for its dates.
    await this.writer.run(eventId, { type: 'ChangeEvent', eventId, changes: { rrule: ended }, continuedBy: newEventId }, actor);
    let done: CommandDone;
    try {
      done = await this.writer.run(newEventId, { type: 'ScheduleEvent', eventId: newEventId, details, times, continues: eventId }, actor);
    } catch (error) {
      await this.writer.run(eventId, { type: 'ChangeEvent', eventId, changes: { rrule } }, actor);
      throw error;
    }
    return this.carryOver(state, newEventId, dateOfWall(wall), done, actor);
  }

  /** The later occurrences' own cancellations and changes go with them to the new event, where it still has those dates. */
  private async carryOver(
    state: ExistingEvent,
    eventId: string,
    from: string,
    done: CommandDone,
    actor: ChangeOccurrenceCommand['actor'],
  ): Promise<CommandDone> {
    const { state: continued } = await this.writer.load(eventId);
    if (continued.status !== 'scheduled') return done;
    const schedule = scheduleOf(continued);
    const has = (date: string) => date >= from && scheduledWallOn(schedule, date) !== null;
    let last = done;
    for (const date of state.cancelledDates.filter(has)) {
      last = await this.writer.run(eventId, { type: 'CancelOccurrence', eventId, date, scheduled: true }, actor);
    }
    for (const [date, changes] of Object.entries(state.occurrences)) {
      if (has(date) && !state.cancelledDates.includes(date))
        last = await this.writer.run(eventId, { type: 'ChangeOccurrence', eventId, date, scheduled: true, changes }, actor);
    }
    return { id: eventId, revision: last.revision, position: last.position ?? done.position };
  }
}
