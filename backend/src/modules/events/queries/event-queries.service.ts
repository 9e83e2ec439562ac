import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  EVENT_LIMITS,
  VALIDATION_MESSAGES,
  type BookableView,
  type CalendarEventView,
  type CalendarOccurrenceChanges,
  type CalendarOccurrenceView,
  type CalendarWindowView,
  type CurrentUser,
  type EventBookingRef,
  type EventOccurrenceView,
  type EventsQueryDto,
  type EventView,
  type EventVisibility,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { ChurchQuery } from '../../organisation';
import { scheduleOf, type ExistingEvent } from '../domain/event.decider';
import type { BookableDocument } from '../projections/bookables.projection';
import type { EventDocument } from '../projections/events.projection';
import { firstClash, nextOccurrence, occurrencesBetween, type ScheduledOccurrence } from '../schedule/event-schedule.util';
import { dateOfWall, instantOf, isoInstant, isTimeZone, parseWall, wallFromInput } from '../schedule/zoned-time.util';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An occurrence as another context names it. */
export type EventOccurrenceRef = { eventId: string; title: string; date: string; occurrenceStart: string; startsAt: string; endsAt: string; timeZone: string };

/** The visibilities a reader sees: staff events only with events.staff.read. */
export function visibilitiesFor(reader: Pick<CurrentUser, 'roles'> | null): EventVisibility[] {
  if (!reader) return ['public'];
  return can(reader.roles, 'events.staff.read') ? ['public', 'members', 'staff'] : ['public', 'members'];
}

type SharedView = CalendarEventView;

/** What a window is picked by, for every scheduled event (see `headsNow`). */
type EventHead = { _id: string; revision: number; spanFrom: number; spanTo: number | null; visibility: EventVisibility; category: string };

/** An occurrence found in a window, before it is written out: its event's index among those found. */
type Placed = { start: number; title: string; event: number; occurrence: ScheduledOccurrence; changes: CalendarOccurrenceChanges | undefined };

function occurrenceView(shared: SharedView, placed: Placed, now: number): EventOccurrenceView {
  const { occurrence, changes } = placed;
  // Field by field, not `...shared`: V8 spreads an object this wide some forty times slower, and a month holds thousands.
  return {
    eventId: shared.eventId,
    occurrence: occurrence.date,
    occurrenceStart: isoInstant(occurrence.originalStart),
    startsAt: isoInstant(occurrence.start),
    endsAt: isoInstant(occurrence.end),
    allDay: shared.allDay,
    timeZone: shared.timeZone,
    title: changes ? changes.title : shared.title,
    description: changes ? changes.description : shared.description,
    category: shared.category,
    location: changes ? changes.location : shared.location,
    room: shared.room,
    resources: shared.resources,
    capacity: shared.capacity,
    registration: shared.registration,
    registrationDeadline: shared.registrationDeadline,
    visibility: shared.visibility,
    recurring: shared.recurring,
    hasImage: shared.hasImage,
    changed: changes !== undefined,
    past: occurrence.end <= now,
  };
}

function compactView(placed: Placed, now: number): CalendarOccurrenceView {
  const { occurrence, changes } = placed;
  const view: CalendarOccurrenceView = {
    event: placed.event,
    occurrence: occurrence.date,
    startsAt: isoInstant(occurrence.start),
    endsAt: isoInstant(occurrence.end),
    past: occurrence.end <= now,
  };
  if (occurrence.originalStart !== occurrence.start) view.occurrenceStart = isoInstant(occurrence.originalStart);
  if (changes) view.changes = changes;
  return view;
}

/** What was changed on one occurrence alone, as it now reads (undefined when nothing was). */
function changesOf(event: ExistingEvent, shared: SharedView, date: string): CalendarOccurrenceChanges | undefined {
  const own = event.occurrences[date];
  if (!own || Object.keys(own).length === 0) return undefined;
  return { title: own.title ?? shared.title, description: own.description ?? shared.description, location: own.location ?? shared.location };
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Earliest first, then by title and event: the start as the instant it is (a number compares at
 * once, where its ISO text is compared character by character, thousands of times), plain string
 * comparisons after it (localeCompare is slow over thousands).
 */
const byStartTitleEvent = (events: SharedView[]) => (a: Placed, b: Placed) =>
  a.start - b.start || order(a.title, b.title) || order(events[a.event]!.eventId, events[b.event]!.eventId);

/** Every word in the occurrence's title, description or location. */
function matches(view: Pick<EventOccurrenceView, 'title' | 'description' | 'location'>, words: string[]): boolean {
  const text = `${view.title} ${view.description} ${view.location}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Expanded years kept at most: a church's events for a few years, each a year's occurrences. */
const EXPANDED_YEARS_KEPT = 20_000;

const yearOf = (instant: number) => new Date(instant).getUTCFullYear();

/** Event documents held at most (see `documentsIn`): a church's events over several years. */
const DOCUMENTS_KEPT = 50_000;

/** Calendar windows kept at one read-side position: the months, filters and visibilities asked since it last moved. */
const WINDOWS_KEPT = 512;

/**
 * A calendar window as answered at `since`: it stays the answer while the read side stays at the
 * position it was made at and until `until`, the first end of one of its occurrences after `since`
 * (when that occurrence becomes past).
 */
type KeptWindow = { view: CalendarWindowView; since: number; until: number };

@Injectable()
export class EventQueriesService {
  /**
   * An event's occurrences per revision and UTC year, expanded once: the calendar asks for the same
   * months again and again (every member opening it on a Sunday), while an event changes rarely. A
   * new revision is a new key; the oldest keys go first once `EXPANDED_YEARS_KEPT` are held.
   */
  private readonly expanded = new Map<string, ScheduledOccurrence[]>();

  /**
   * Calendar windows answered at the read side's position `windowsAt`, by visibilities, window and
   * filters: every member opening the calendar on a Sunday asks for the same month, and nothing in
   * the answer changes until an event is appended (the position moves: all are dropped) or one of
   * its occurrences ends (its `past` turns: that window is worked out again).
   */
  private readonly windows = new Map<string, KeptWindow>();
  private windowsAt = -1n;

  /**
   * Each event document as last read, by id: a window reads only the ids and revisions of its
   * events, and the whole documents only of those new or changed since (a month's first ask had
   * copied all 2,000 of a busy year's documents out of the read store).
   */
  private readonly documents = new Map<string, EventDocument>();

  /** Every scheduled event's head and the rooms' names at a read-side position (see `headsNow`). */
  private headsAt: { position: bigint; heads: EventHead[]; names: Map<string, EventBookingRef> } | null = null;

  /** Each held document's shared view, made with the names of `headsAt`. */
  private sharedViews = new WeakMap<EventDocument, SharedView>();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly church: ChurchQuery,
    private readonly runner: ProjectionRunner,
  ) {}

  private get events() {
    return this.readStore.collection<EventDocument>('events');
  }
  private get bookables() {
    return this.readStore.collection<BookableDocument>('event-bookables');
  }

  private async zone(): Promise<string> {
    const zone = (await this.church.current())?.timeZone ?? '';
    return zone && isTimeZone(zone) ? zone : 'UTC';
  }

  /** A window's bound as an instant; a date alone is its midnight in the church's zone (for `to`, the midnight after it). */
  private bound(text: string, field: 'from' | 'to', zone: string): number {
    const wall = wallFromInput(text, zone);
    if (wall === null) throw DomainError.validation([{ field, message: VALIDATION_MESSAGES.date }]);
    return instantOf(field === 'to' && DATE_ONLY.test(text) ? wall + DAY : wall, zone);
  }

  async window(from: string | undefined, to: string | undefined, now: Date): Promise<{ from: number; to: number }> {
    const zone = await this.zone();
    const start = from ? this.bound(from, 'from', zone) : now.getTime();
    const end = to ? this.bound(to, 'to', zone) : start + 31 * DAY;
    if (end <= start) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.dateOrder }]);
    if (end - start > EVENT_LIMITS.windowDays * DAY) throw DomainError.validation([{ field: 'to', message: VALIDATION_MESSAGES.choice }]);
    return { from: start, to: end };
  }

  private async names(): Promise<Map<string, EventBookingRef>> {
    const all = await this.bookables.find({});
    return new Map(all.map((b) => [b._id, { id: b._id, name: b.bookable.name }]));
  }

  /** The occurrences in a window the reader may see, earliest first. */
  async occurrences(query: EventsQueryDto, reader: CurrentUser, now = new Date()): Promise<EventOccurrenceView[]> {
    const { events, placed } = await this.placed(query, reader, now);
    const at = now.getTime();
    return placed.map((item) => occurrenceView(events[item.event]!, item, at));
  }

  /** The same occurrences, in the same order, with what an event's occurrences share given once (the calendar's month). */
  async calendarWindow(query: EventsQueryDto, reader: CurrentUser, now = new Date()): Promise<CalendarWindowView> {
    // Read before anything else: an answer worked out from newer read models is only ever kept under an older key.
    const position = this.runner.position;
    const at = now.getTime();
    const window = await this.window(query.from, query.to, now);
    // Without `from` the window starts now: a new window each time, not worth keeping.
    const key = query.from ? `${visibilitiesFor(reader).join()}|${window.from}|${window.to}|${query.category ?? ''}|${query.q ?? ''}` : null;
    if (position !== this.windowsAt) {
      this.windows.clear();
      this.windowsAt = position;
    }
    const kept = key === null ? undefined : this.windows.get(key);
    if (kept && at >= kept.since && at < kept.until) return kept.view;

    const { events, placed } = await this.placedIn(window, query, reader);
    const view: CalendarWindowView = { events, occurrences: placed.map((item) => compactView(item, at)) };
    if (key !== null && position === this.windowsAt) {
      let until = Infinity;
      for (const item of placed) if (item.occurrence.end > at && item.occurrence.end < until) until = item.occurrence.end;
      if (this.windows.size >= WINDOWS_KEPT) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, { view, since: at, until });
    }
    return view;
  }

  private async placed(query: EventsQueryDto, reader: CurrentUser, now: Date): Promise<{ events: SharedView[]; placed: Placed[] }> {
    return this.placedIn(await this.window(query.from, query.to, now), query, reader);
  }

  private async placedIn(
    window: { from: number; to: number },
    query: EventsQueryDto,
    reader: CurrentUser,
  ): Promise<{ events: SharedView[]; placed: Placed[] }> {
    const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const { documents, shared: sharedOf } = await this.documentsIn(window, visibilitiesFor(reader), query.category);
    const events: SharedView[] = [];
    const placed: Placed[] = [];
    for (const document of documents) {
      const { event } = document;
      const shared = sharedOf(document);
      const index = events.length;
      let seen = false;
      for (const occurrence of this.occurrencesOf(document, window.from, window.to)) {
        const changes = changesOf(event, shared, occurrence.date);
        const title = changes ? changes.title : shared.title;
        if (words.length > 0 && !matches(changes ?? shared, words)) continue;
        placed.push({ start: occurrence.start, title, event: index, occurrence, changes });
        seen = true;
      }
      if (seen) events.push(shared);
    }
    return { events, placed: placed.sort(byStartTitleEvent(events)) };
  }

  /**
   * The scheduled events the reader may see whose span meets the window, and a maker of each one's
   * shared view. The heads of every scheduled event (id, revision, span, visibility, category) and
   * the rooms' names are read once per read-side position and a window is picked from them in
   * memory (each month asked for the first time had scanned every event document for its span);
   * whole documents are read only when new or changed since last read, and a shared view is made
   * once per document and names.
   */
  private async documentsIn(
    window: { from: number; to: number },
    visible: EventVisibility[],
    category: string | undefined,
  ): Promise<{ documents: EventDocument[]; shared: (document: EventDocument) => SharedView }> {
    const { heads, names } = await this.headsNow();
    const wanted = heads.filter(
      (head) =>
        head.spanFrom < window.to &&
        (head.spanTo === null || head.spanTo > window.from) &&
        visible.includes(head.visibility) &&
        (!category || head.category === category),
    );
    const missing = wanted.filter((head) => this.documents.get(head._id)?.revision !== head.revision).map((head) => head._id);
    if (missing.length > 0) {
      if (this.documents.size + missing.length > DOCUMENTS_KEPT) this.documents.clear();
      for (const document of await this.events.find({ _id: { $in: missing } })) this.documents.set(document._id, document);
    }
    const documents: EventDocument[] = [];
    for (const head of wanted) {
      const document = this.documents.get(head._id);
      // Read again just now, it may be newer than its head: it is still held to the reader's visibility, the status and the category.
      if (!document || document.event.status !== 'scheduled' || !visible.includes(document.event.details.visibility)) continue;
      if (!category || document.event.details.category === category) documents.push(document);
    }
    const views = this.sharedViews;
    const shared = (document: EventDocument): SharedView => {
      let view = views.get(document);
      if (!view) views.set(document, (view = this.sharedView(document.event, names)));
      return view;
    };
    return { documents, shared };
  }

  /** Every scheduled event's head and the rooms' names, as of the read side's position (read again once it moves). */
  private async headsNow(): Promise<{ heads: EventHead[]; names: Map<string, EventBookingRef> }> {
    // Read before the store: what is read after it is at least as new, and is kept under this position only.
    const position = this.runner.position;
    if (this.headsAt?.position === position) return this.headsAt;
    const [found, names] = await Promise.all([
      this.events.find(
        { 'event.status': 'scheduled' },
        { projection: { revision: 1, spanFrom: 1, spanTo: 1, 'event.details.visibility': 1, 'event.details.category': 1 } },
      ),
      this.names(),
    ]);
    const heads = found.map((head) => ({
      _id: head._id,
      revision: head.revision,
      spanFrom: head.spanFrom,
      spanTo: head.spanTo,
      visibility: head.event.details.visibility,
      category: head.event.details.category,
    }));
    // New names (a room renamed) make new shared views.
    this.sharedViews = new WeakMap();
    this.headsAt = { position, heads, names };
    return this.headsAt;
  }

  /** The occurrences of an event that overlap [from, to), earliest first, as `occurrencesBetween` finds them. */
  private occurrencesOf(document: EventDocument, from: number, to: number): ScheduledOccurrence[] {
    const first = yearOf(from);
    const last = yearOf(to - 1);
    // Within one year (a month, a week): that year's occurrences as they are, earliest first.
    if (first === last) return this.yearOf(document, first).filter((occurrence) => occurrence.start < to && occurrence.end > from);
    const found = new Map<string, ScheduledOccurrence>();
    for (let year = first; year <= last; year++) {
      for (const occurrence of this.yearOf(document, year)) {
        if (occurrence.start < to && occurrence.end > from) found.set(occurrence.date, occurrence);
      }
    }
    const occurrences = [...found.values()];
    return occurrences.sort((a, b) => a.start - b.start || a.date.localeCompare(b.date));
  }

  private yearOf(document: EventDocument, year: number): ScheduledOccurrence[] {
    const key = `${document._id}:${document.revision}:${year}`;
    let occurrences = this.expanded.get(key);
    if (!occurrences) {
      occurrences = occurrencesBetween(scheduleOf(document.event), Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
      if (this.expanded.size >= EXPANDED_YEARS_KEPT) this.expanded.delete(this.expanded.keys().next().value!);
      this.expanded.set(key, occurrences);
    }
    return occurrences;
  }

  /** What every occurrence of an event shows alike, worked out once per event rather than per occurrence. */
  private sharedView(event: ExistingEvent, names: Map<string, EventBookingRef>): SharedView {
    const { details } = event;
    return {
      eventId: event.eventId,
      allDay: event.times.allDay,
      timeZone: event.times.timeZone,
      title: details.title,
      description: details.description,
      category: details.category,
      location: details.location,
      room: details.roomId ? (names.get(details.roomId) ?? null) : null,
      resources: details.resourceIds.flatMap((id) => names.get(id) ?? []),
      capacity: details.capacity,
      registration: details.registration,
      registrationDeadline: details.registrationDeadline
        ? new Date(instantOf(parseWall(details.registrationDeadline) ?? 0, event.times.timeZone)).toISOString()
        : null,
      visibility: details.visibility,
      recurring: event.times.rrule !== null,
      hasImage: Boolean(event.imageId),
    };
  }

  /** Of these events, the ones hidden from the reader by their visibility: what others attach to an event is as private as it. */
  async hiddenOf(eventIds: string[], reader: CurrentUser): Promise<Set<string>> {
    const ids = [...new Set(eventIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Set();
    const found = await this.events.find({ _id: { $in: ids }, 'event.details.visibility': { $nin: visibilitiesFor(reader) } });
    return new Set(found.map((document) => document._id));
  }

  /** An event as written; not found when it is cancelled or hidden from the reader. */
  async get(id: string, reader: CurrentUser, now = new Date()): Promise<EventView> {
    const document = UUID.test(id) ? await this.events.findOne({ _id: id }) : null;
    if (!document || !visibilitiesFor(reader).includes(document.event.details.visibility)) throw new DomainError('NOT_FOUND');
    const { event } = document;
    const names = await this.names();
    const end = parseWall(event.times.end) ?? 0;
    const next = event.status === 'scheduled' ? nextOccurrence(scheduleOf(event), now.getTime()) : null;
    return {
      id: event.eventId,
      title: event.details.title,
      description: event.details.description,
      category: event.details.category,
      startsAt: event.times.allDay ? event.times.start.slice(0, 10) : event.times.start,
      endsAt: event.times.allDay ? dateOfWall(end - DAY) : event.times.end,
      allDay: event.times.allDay,
      timeZone: event.times.timeZone,
      recurrence: event.times.rrule,
      cancelledOccurrences: event.cancelledDates,
      changedOccurrences: Object.keys(event.occurrences).sort(),
      location: event.details.location,
      room: event.details.roomId ? (names.get(event.details.roomId) ?? null) : null,
      resources: event.details.resourceIds.flatMap((rid) => names.get(rid) ?? []),
      setupMinutes: event.details.setupMinutes,
      teardownMinutes: event.details.teardownMinutes,
      capacity: event.details.capacity,
      registration: event.details.registration,
      registrationDeadline: event.details.registrationDeadline,
      visibility: event.details.visibility,
      status: event.status,
      continues: event.continues,
      next: next ? new Date(next.start).toISOString() : null,
      hasImage: Boolean(event.imageId),
      revision: document.revision,
    };
  }

  /**
   * One occurrence of a scheduled event, named by the instant it was scheduled to start (its
   * `occurrenceStart`), with its title, times and local date; null when the event has none then
   * (for other contexts that plan around occurrences, like the volunteer schedule).
   */
  async occurrenceAt(eventId: string, occurrenceStart: string): Promise<EventOccurrenceRef | null> {
    const at = Date.parse(occurrenceStart);
    const document = UUID.test(eventId) && Number.isFinite(at) ? await this.events.findOne({ _id: eventId }) : null;
    if (!document || document.event.status !== 'scheduled') return null;
    const { event } = document;
    const found = occurrencesBetween(scheduleOf(event), at - 2 * DAY, at + 2 * DAY).find((o) => o.originalStart === at);
    if (!found) return null;
    return {
      eventId,
      title: event.occurrences[found.date]?.title ?? event.details.title,
      date: found.date,
      occurrenceStart: new Date(found.originalStart).toISOString(),
      startsAt: new Date(found.start).toISOString(),
      endsAt: new Date(found.end).toISOString(),
      timeZone: event.times.timeZone,
    };
  }

  /** The id of the image of an event the reader may see; null when it has none. */
  async imageOf(id: string, reader: CurrentUser): Promise<string | null> {
    const document = UUID.test(id) ? await this.events.findOne({ _id: id }) : null;
    if (!document || document.event.status !== 'scheduled' || !visibilitiesFor(reader).includes(document.event.details.visibility)) return null;
    return document.event.imageId ?? null;
  }

  /** The public events still on the calendar, and the names of the rooms they book, for the public feed. */
  async publicEvents(): Promise<{ events: ExistingEvent[]; roomNames: Map<string, string> }> {
    return this.feedEvents(null);
  }

  /** The events still on the calendar a reader may see (the public ones for none), and the rooms' names, for a feed. */
  async feedEvents(reader: Pick<CurrentUser, 'roles'> | null): Promise<{ events: ExistingEvent[]; roomNames: Map<string, string> }> {
    const [documents, names] = await Promise.all([
      this.events.find({ 'event.status': 'scheduled', 'event.details.visibility': { $in: visibilitiesFor(reader) } }, { sort: { spanFrom: 1 } }),
      this.names(),
    ]);
    return { events: documents.map((d) => d.event), roomNames: new Map([...names].map(([id, ref]) => [id, ref.name])) };
  }

  private bookableView(document: BookableDocument): BookableView {
    const { bookable } = document;
    return { id: bookable.bookableId, kind: bookable.kind, name: bookable.name, capacity: bookable.capacity, bookings: Object.keys(bookable.bookings).length };
  }

  async bookablesOf(kind: 'room' | 'resource'): Promise<BookableView[]> {
    return (await this.bookables.find({ kind }, { sort: { kind: 1, sortName: 1 } })).map((document) => this.bookableView(document));
  }

  /** Rooms with no booking, buffers included, anywhere in the window. */
  async freeRooms(from: string, to: string, now = new Date()): Promise<BookableView[]> {
    const window = await this.window(from, to, now);
    // The window as a booking of its own (in UTC wall time, so its instants are the window's).
    const probe = {
      start: new Date(window.from).toISOString().slice(0, 16),
      end: new Date(window.to).toISOString().slice(0, 16),
      allDay: false,
      timeZone: 'UTC',
      rrule: null,
      cancelled: [],
      moved: {},
      setupMinutes: 0,
      teardownMinutes: 0,
    };
    const rooms = await this.bookables.find({ kind: 'room' }, { sort: { kind: 1, sortName: 1 } });
    return rooms
      .filter((room) => Object.values(room.bookable.bookings).every((booking) => firstClash(probe, booking.schedule) === null))
      .map((room) => this.bookableView(room));
  }
}
