import { Inject, Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES, type EventAnalyticsView } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { scheduleOf } from '../domain/event.decider';
import { placesTaken } from '../domain/roster.decider';
import type { EventDocument } from '../projections/events.projection';
import type { RosterDocument } from '../projections/rosters.projection';
import { occurrenceOn } from '../schedule/event-schedule.util';

const DAY = 86_400_000;
/** The default window: the twelve weeks up to today. */
const DEFAULT_WEEKS = 12;
/** The longest window, a little over a year, like the calendar's. */
const MAX_DAYS = 400;

/** The Monday of a date's week (`2027-02-13` → `2027-02-08`). */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY).toISOString().slice(0, 10);
}

/**
 * Registrations and attendance by occurrence, week and category, from the rosters: every
 * occurrence with anyone registered or checked in. No-shows are those with a place who were not
 * checked in, counted once an occurrence has begun.
 */
@Injectable()
export class EventAnalytics {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async overview(from: string | undefined, to: string | undefined, now = new Date()): Promise<EventAnalyticsView> {
    const end = (to ?? now.toISOString()).slice(0, 10);
    const start = (from ?? new Date(Date.parse(`${end}T00:00:00Z`) - DEFAULT_WEEKS * 7 * DAY).toISOString()).slice(0, 10);
    const span = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY;
    if (span < 0) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.dateOrder }]);
    if (span > MAX_DAYS) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.choice }]);

    const rosters = await this.readStore.collection<RosterDocument>('event-rosters').find({ date: { $gte: start, $lte: end } }, { sort: { date: 1 } });
    const ids = [...new Set(rosters.map((r) => r.eventId))];
    const events = new Map((await this.readStore.collection<EventDocument>('events').find({ _id: { $in: ids } })).map((d) => [d._id, d.event]));

    const view: EventAnalyticsView = {
      from: start,
      to: end,
      occurrences: [],
      attendanceByWeek: [],
      byCategory: [],
      totals: { registered: 0, waitlisted: 0, checkedIn: 0, noShows: 0 },
    };
    const weeks = new Map<string, { checkedIn: number; registered: number }>();
    const categories = new Map<string, { occurrences: number; registered: number; checkedIn: number }>();
    for (const { eventId, date, roster } of rosters) {
      const event = events.get(eventId);
      if (!event || event.status !== 'scheduled') continue;
      const occurrence = occurrenceOn(scheduleOf(event), date);
      if (!occurrence) continue;
      const withPlace = roster.entries.filter((e) => e.status === 'registered');
      const begun = occurrence.start <= now.getTime();
      const row = {
        eventId,
        occurrence: date,
        title: event.occurrences[date]?.title ?? event.details.title,
        category: event.details.category,
        capacity: event.details.capacity,
        registered: placesTaken(roster),
        waitlisted: roster.entries.filter((e) => e.status === 'waitlisted').length,
        checkedIn: roster.checkedIn.length,
        noShows: begun ? withPlace.filter((e) => !roster.checkedIn.includes(e.memberId)).length : 0,
      };
      view.occurrences.push(row);
      const week = weeks.get(weekOf(date)) ?? { checkedIn: 0, registered: 0 };
      weeks.set(weekOf(date), { checkedIn: week.checkedIn + row.checkedIn, registered: week.registered + row.registered });
      const category = categories.get(row.category) ?? { occurrences: 0, registered: 0, checkedIn: 0 };
      categories.set(row.category, {
        occurrences: category.occurrences + 1,
        registered: category.registered + row.registered,
        checkedIn: category.checkedIn + row.checkedIn,
      });
      view.totals.registered += row.registered;
      view.totals.waitlisted += row.waitlisted;
      view.totals.checkedIn += row.checkedIn;
      view.totals.noShows += row.noShows;
    }
    view.attendanceByWeek = [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, counts]) => ({ week, ...counts }));
    view.byCategory = [...categories].sort(([a], [b]) => a.localeCompare(b)).map(([category, counts]) => ({ category, ...counts }));
    return view;
  }
}
