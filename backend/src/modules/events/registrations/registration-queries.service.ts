import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser, EventRegistrationView, EventRosterView, MyRegistrationView } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberQueriesService } from '../../members';
import { scheduleOf } from '../domain/event.decider';
import { waitlistPlace, placesTaken, type RosterState } from '../domain/roster.decider';
import type { EventDocument } from '../projections/events.projection';
import { rosterId, type RosterDocument } from '../projections/rosters.projection';
import { visibilitiesFor } from '../queries/event-queries.service';
import { occurrenceOn } from '../schedule/event-schedule.util';
import { EventOccurrences } from './event-occurrence.service';

const EMPTY: RosterState = { eventId: null, date: null, entries: [], checkedIn: [] };

/** Rosters as staff read them, and a member's own registrations. */
@Injectable()
export class RegistrationQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly occurrences: EventOccurrences,
    private readonly members: MemberQueriesService,
  ) {}

  private get rosters() {
    return this.readStore.collection<RosterDocument>('event-rosters');
  }
  private get events() {
    return this.readStore.collection<EventDocument>('events');
  }

  private async names(memberIds: string[]): Promise<Map<string, string>> {
    const records = await Promise.all(memberIds.map(async (id) => [id, (await this.members.record(id))?.details.fullName ?? ''] as const));
    return new Map(records);
  }

  /** An event's title and everyone registered for any of its dates (not the wait list), or null when there is no such event: for messages sent to its registrants. */
  async registrantsOf(eventId: string): Promise<{ title: string; memberIds: string[] } | null> {
    const event = await this.events.findOne({ _id: eventId });
    if (!event) return null;
    const rosters = await this.rosters.find({ eventId });
    const memberIds = rosters.flatMap((document) => document.roster.entries.filter((e) => e.status === 'registered').map((e) => e.memberId));
    return { title: event.event.details.title, memberIds: [...new Set(memberIds)] };
  }

  /** An occurrence's roster in the order people registered, the wait list numbered. */
  async roster(eventId: string, date: string | undefined, reader: CurrentUser, now = new Date()): Promise<EventRosterView> {
    const { event, occurrence } = await this.occurrences.resolve(eventId, date, reader, now);
    const document = await this.rosters.findOne({ _id: rosterId(eventId, occurrence.date) });
    const roster = document?.roster ?? EMPTY;
    const registered = new Set(roster.entries.filter((e) => e.status === 'registered').map((e) => e.memberId));
    const walkIns = roster.checkedIn.filter((id) => !registered.has(id));
    const names = await this.names([...new Set([...roster.entries.map((e) => e.memberId), ...walkIns])]);
    const registrations: EventRegistrationView[] = roster.entries.map((e) => ({
      id: e.registrationId,
      memberId: e.memberId,
      name: names.get(e.memberId) ?? '',
      party: e.party,
      status: e.status,
      waitlistPlace: waitlistPlace(roster, e.registrationId),
      checkedIn: roster.checkedIn.includes(e.memberId),
    }));
    return {
      eventId,
      occurrence: occurrence.date,
      capacity: event.details.capacity,
      taken: placesTaken(roster),
      waiting: roster.entries.filter((e) => e.status === 'waitlisted').length,
      registrations,
      walkIns: walkIns.map((memberId) => ({ memberId, name: names.get(memberId) ?? '' })),
      revision: document?.revision ?? -1,
    };
  }

  /** The reader's own registrations (cancelled ones left out), soonest first; `eventId` for one event's only. */
  async mine(reader: Pick<CurrentUser, 'memberId' | 'roles'>, eventId?: string): Promise<MyRegistrationView[]> {
    if (!reader.memberId) return [];
    const filter: Record<string, unknown> = { memberIds: reader.memberId };
    if (eventId) filter.eventId = eventId;
    const documents = await this.rosters.find(filter);
    const events = new Map((await this.events.find({ _id: { $in: [...new Set(documents.map((d) => d.eventId))] } })).map((d) => [d._id, d.event]));
    const views: MyRegistrationView[] = [];
    for (const { roster, eventId: id, date } of documents) {
      const event = events.get(id);
      if (!event || event.status !== 'scheduled' || !visibilitiesFor(reader).includes(event.details.visibility)) continue;
      const occurrence = occurrenceOn(scheduleOf(event), date);
      for (const entry of roster.entries) {
        if (entry.memberId !== reader.memberId || entry.status === 'cancelled' || !occurrence) continue;
        views.push({
          id: entry.registrationId,
          eventId: id,
          occurrence: date,
          title: event.occurrences[date]?.title ?? event.details.title,
          startsAt: new Date(occurrence.start).toISOString(),
          party: entry.party,
          status: entry.status,
          waitlistPlace: waitlistPlace(roster, entry.registrationId),
          checkedIn: roster.checkedIn.includes(entry.memberId),
        });
      }
    }
    return views.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  }
}
