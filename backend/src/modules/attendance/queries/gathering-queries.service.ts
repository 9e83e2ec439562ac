import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type AttendancePerson,
  type CurrentUser,
  type GatheringAttendanceView,
  type GatheringSummary,
  type GatheringView,
  type MemberAttendanceEntry,
  type OccurrenceSummary,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { currentOccurrence, nextOccurrence, occurrenceOn, occurrencesUntil, previousOccurrence, type Occurrence } from '../schedule/occurrences.util';
import type { GatheringDocument } from '../projections/gatherings.projection';
import type { OccurrenceDocument } from '../projections/occurrences.projection';
import type { AttendanceRecordDocument } from '../projections/attendance-records.projection';
import { AttendancePeople } from './attendance-people.service';

/** How many past occurrences a gathering's trend shows. */
const TREND_LENGTH = 26;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whoever recorded it, by name; the app itself for the demo church and imports. */
export const SYSTEM_NAME = 'Koinonia';
export const FORMER_USER = 'A former user';

@Injectable()
export class GatheringQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly people: AttendancePeople,
  ) {}

  private get gatherings() {
    return this.readStore.collection<GatheringDocument>('gatherings');
  }
  private get occurrences() {
    return this.readStore.collection<OccurrenceDocument>('gathering-occurrences');
  }
  private get records() {
    return this.readStore.collection<AttendanceRecordDocument>('attendance-records');
  }

  private async document(id: string): Promise<GatheringDocument> {
    const document = UUID.test(id) ? await this.gatherings.findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    return document;
  }

  private async actorNames(ids: Array<string | null>): Promise<(id: string | null) => string> {
    const names = await this.directory.namesOf(new Set(ids.filter((id): id is string => id !== null)));
    return (id) => (id === null ? SYSTEM_NAME : (names.get(id)?.displayName ?? FORMER_USER));
  }

  private summaries(
    gathering: GatheringDocument,
    dates: Occurrence[],
    documents: OccurrenceDocument[],
    nameOf: (id: string | null) => string,
  ): OccurrenceSummary[] {
    const byDate = new Map(documents.map((document) => [document.date, document]));
    return dates.map(({ date, startsAt }) => {
      const document = byDate.get(date);
      return {
        date,
        startsAt,
        present: document?.present ?? 0,
        headcount: document?.headcount ?? 0,
        recordedBy: document ? nameOf(document.recordedBy) : null,
        recordedAt: document?.recordedAt || null,
      };
    });
  }

  async list(now = new Date()): Promise<GatheringSummary[]> {
    const gatherings = await this.gatherings.find({}, { sort: { sortName: 1, _id: 1 } });
    const latest = gatherings.map((gathering) => ({ gathering, occurrence: occurrencesUntil(gathering, now, 1)[0] }));
    const documents = await this.occurrences.find({ _id: { $in: latest.filter((l) => l.occurrence).map((l) => `${l.gathering._id}_${l.occurrence!.date}`) } });
    const nameOf = await this.actorNames(documents.map((d) => d.recordedBy));
    return latest.map(({ gathering, occurrence }) => ({
      id: gathering._id,
      name: gathering.name,
      kind: gathering.kind,
      startsAt: gathering.startsAt,
      repeat: gathering.repeat,
      latest: occurrence ? this.summaries(gathering, [occurrence], documents, nameOf)[0] : null,
    }));
  }

  async get(id: string, now = new Date()): Promise<GatheringView> {
    const gathering = await this.document(id);
    const dates = occurrencesUntil(gathering, now, TREND_LENGTH);
    const documents = await this.occurrences.find({ gatheringId: id });
    const nameOf = await this.actorNames(documents.map((d) => d.recordedBy));
    return {
      id,
      name: gathering.name,
      kind: gathering.kind,
      startsAt: gathering.startsAt,
      repeat: gathering.repeat,
      rrule: gathering.rrule,
      occurrences: this.summaries(gathering, dates, documents, nameOf),
      next: nextOccurrence(gathering, now)?.date ?? null,
      revision: gathering.revision,
    };
  }

  /** Who came to one occurrence (the latest that has begun when none is named). */
  async attendance(id: string, date: string | undefined, now = new Date()): Promise<GatheringAttendanceView> {
    const gathering = await this.document(id);
    const occurrence = date ? occurrenceOn(gathering, date) : currentOccurrence(gathering, now);
    if (!occurrence) throw new DomainError('NOT_FOUND');
    const [document, records, names] = await Promise.all([
      this.occurrences.findOne({ _id: `${id}_${occurrence.date}` }),
      this.records.find({ gatheringId: id, date: occurrence.date }),
      this.people.names(),
    ]);
    const nameOf = await this.actorNames([document?.recordedBy ?? null, ...records.map((r) => r.recordedBy)]);
    // A person merged into another record is listed as the survivor, once however many of their records were there.
    const survivors = await this.people.survivorsOf(records.map((record) => record.memberId));
    const shownAs = (record: AttendanceRecordDocument) => survivors.get(record.memberId) ?? record.memberId;
    const listed = new Set<string>();
    const attendees = records
      .filter((record) => !listed.has(shownAs(record)) && Boolean(listed.add(shownAs(record))))
      .map((record) => ({
        memberId: shownAs(record),
        fullName: names.get(shownAs(record)) ?? '',
        recordedBy: nameOf(record.recordedBy),
        recordedAt: record.recordedAt,
      }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    return {
      gatheringId: id,
      occurrence: this.summaries(gathering, [occurrence], document ? [document] : [], nameOf)[0],
      previous: previousOccurrence(gathering, occurrence.date)?.date ?? null,
      attendees,
    };
  }

  /** A person's attendance, newest first: for the person themself, or a holder of attendance.read. */
  async ofMember(memberId: string, reader: CurrentUser): Promise<MemberAttendanceEntry[]> {
    if (reader.memberId !== memberId && !can(reader.roles, 'attendance.read')) {
      // Refused as the profile would refuse it: not found when the person is hidden from the reader.
      await this.people.visibleTo(memberId, { seesEverything: can(reader.roles, 'members.private.read'), memberId: reader.memberId });
      throw new DomainError('AUTHORIZATION');
    }
    // Their records and those of every record merged into them (the members context says which), newest first.
    const ids = UUID.test(memberId) ? await this.people.recordsOf(memberId) : [];
    const records =
      ids.length === 1
        ? await this.records.find({ memberId }, { sort: { memberId: 1, date: -1 } })
        : (await this.records.find({ memberId: { $in: ids } })).sort((a, b) => b.date.localeCompare(a.date) || a.gatheringId.localeCompare(b.gatheringId));
    const gatherings = await this.gatherings.find({ _id: { $in: [...new Set(records.map((r) => r.gatheringId))] } });
    const nameOf = new Map(gatherings.map((g) => [g._id, g.name]));
    return records.map((record) => ({
      gatheringId: record.gatheringId,
      gatheringName: nameOf.get(record.gatheringId) ?? '',
      kind: record.kind,
      date: record.date,
      recordedAt: record.recordedAt,
    }));
  }

  /** Everyone a register may tick. */
  async register(): Promise<AttendancePerson[]> {
    return (await this.people.active()).map((member) => ({ memberId: member.id, fullName: member.fullName }));
  }
}
