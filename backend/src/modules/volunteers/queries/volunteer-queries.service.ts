import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  VALIDATION_MESSAGES,
  VOLUNTEER_LIMITS,
  type CurrentUser,
  type VolunteerAssignmentView,
  type VolunteerBlockoutView,
  type VolunteerCandidateView,
  type VolunteerFillRateView,
  type VolunteerSlotView,
  type VolunteerTeamView,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { ineligibility, leadsTeam, type ExistingTeam } from '../domain/volunteer-team.decider';
import type { VolunteerAssignmentDocument } from '../projections/volunteer-assignments.projection';
import type { VolunteerBlockoutDocument } from '../projections/volunteer-blockouts.projection';
import type { VolunteerSlotDocument } from '../projections/volunteer-slots.projection';
import type { VolunteerTeamDocument } from '../projections/volunteer-teams.projection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;

/** The Monday (UTC date) of the week holding a date. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const shift = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - shift * DAY).toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

/** Reads of the volunteer schedule, from the context's own collections. */
@Injectable()
export class VolunteerQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly members: MemberQueriesService,
  ) {}

  private get teams() {
    return this.readStore.collection<VolunteerTeamDocument>('volunteer-teams');
  }
  private get slots() {
    return this.readStore.collection<VolunteerSlotDocument>('volunteer-slots');
  }
  private get assignments() {
    return this.readStore.collection<VolunteerAssignmentDocument>('volunteer-assignments');
  }
  private get blockouts() {
    return this.readStore.collection<VolunteerBlockoutDocument>('volunteer-blockouts');
  }

  private async namesOf(memberIds: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(memberIds)];
    const found = await Promise.all(unique.map((id) => this.members.get(id, WHOLE_DIRECTORY).catch(() => null)));
    return new Map(found.flatMap((person) => (person ? [[person.id, person.fullName] as const] : [])));
  }

  private schedules(reader: CurrentUser, team: Pick<ExistingTeam, 'leaderIds'>): boolean {
    return can(reader.roles, 'volunteers.manage') || (can(reader.roles, 'volunteers.schedule') && leadsTeam(team, reader.memberId));
  }

  /** The team a position belongs to; NOT_FOUND when no team has it. */
  async teamOfPosition(positionId: string): Promise<string> {
    const document = UUID.test(positionId) ? await this.teams.findOne({ positionIds: positionId }) : null;
    if (!document) throw DomainError.validation([{ field: 'position', message: VALIDATION_MESSAGES.choice }]);
    return document._id;
  }

  /** The slot and the member an assignment belongs to; NOT_FOUND when there is none. */
  async assignment(assignmentId: string): Promise<VolunteerAssignmentDocument> {
    const document = UUID.test(assignmentId) ? await this.assignments.findOne({ _id: assignmentId }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    return document;
  }

  /** One assignment as its volunteer sees it: the page an email link opens. */
  async assignmentOf(assignmentId: string): Promise<VolunteerAssignmentView> {
    const document = await this.assignment(assignmentId);
    return this.assignmentView(document, await this.namesOf([document.memberId]));
  }

  async teamList(reader: CurrentUser): Promise<VolunteerTeamView[]> {
    const documents = await this.teams.find({}, { sort: { sortName: 1 } });
    const names = await this.namesOf(documents.flatMap((d) => [...d.leaderIds, ...Object.keys(d.team.members)]));
    return documents.map((document) => this.teamView(document, reader, names));
  }

  async team(teamId: string, reader: CurrentUser): Promise<VolunteerTeamView> {
    const document = UUID.test(teamId) ? await this.teams.findOne({ _id: teamId }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    return this.teamView(document, reader, await this.namesOf([...document.leaderIds, ...Object.keys(document.team.members)]));
  }

  private teamView({ team, revision }: VolunteerTeamDocument, reader: CurrentUser, names: Map<string, string>): VolunteerTeamView {
    return {
      id: team.teamId,
      name: team.name,
      ministryId: team.ministryId,
      reminderDays: team.reminderDays,
      leaders: team.leaderIds.map((memberId) => ({ memberId, fullName: names.get(memberId) ?? '' })),
      positions: Object.entries(team.positions)
        .map(([id, p]) => ({ id, name: p.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      requirements: Object.entries(team.requirements).map(([id, r]) => ({ id, name: r.name, positionId: r.positionId })),
      members: Object.entries(team.members)
        .filter(([, m]) => m.positionIds.length > 0)
        .map(([memberId, m]) => ({
          memberId,
          fullName: names.get(memberId) ?? '',
          positionIds: m.positionIds,
          records: Object.entries(m.records).map(([requirementId, r]) => ({ requirementId, checkedOn: r.checkedOn, expiresOn: r.expiresOn })),
        }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName)),
      canSchedule: this.schedules(reader, team),
      revision,
    };
  }

  private assignmentView(document: VolunteerAssignmentDocument, names: Map<string, string>): VolunteerAssignmentView {
    return {
      id: document._id,
      slotId: document.slotId,
      memberId: document.memberId,
      fullName: names.get(document.memberId) ?? '',
      status: document.status,
      declineReason: document.status === 'declined' ? (document.declineReason ?? null) : null,
      source: document.source,
      eventId: document.eventId,
      title: document.title,
      startsAt: document.startsAt,
      endsAt: document.endsAt,
      teamId: document.teamId,
      positionId: document.positionId,
      positionName: document.positionName,
    };
  }

  /** The slots on an event's occurrences, by the date each occurrence was scheduled for. */
  async slotsOnEvent(eventId: string): Promise<Array<{ slotId: string; date: string }>> {
    return (await this.slots.find({ eventId })).map((document) => ({ slotId: document._id, date: document.slot.facts.date }));
  }

  /** The slots of one event, or of the week holding `week` (default: this week), earliest first. */
  async slotList(query: { eventId?: string; week?: string; teamId?: string }, reader: CurrentUser, now = new Date()): Promise<VolunteerSlotView[]> {
    const filter: Record<string, unknown> = {};
    if (query.eventId) filter.eventId = query.eventId;
    else {
      const monday = weekOf(query.week ?? now.toISOString().slice(0, 10));
      filter.startsAt = { $gte: `${monday}T00:00:00.000Z`, $lt: `${addDays(monday, 7)}T00:00:00.000Z` };
    }
    if (query.teamId) filter.teamId = query.teamId;
    return this.slotViews(await this.slots.find(filter, { sort: { startsAt: 1 } }), reader);
  }

  /** One slot as the list shows it; NOT_FOUND when there is none (or it went with its occurrence). */
  async slot(slotId: string, reader: CurrentUser): Promise<VolunteerSlotView> {
    const document = UUID.test(slotId) ? await this.slots.findOne({ _id: slotId }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    const [view] = await this.slotViews([document], reader);
    return view;
  }

  private async slotViews(documents: VolunteerSlotDocument[], reader: CurrentUser): Promise<VolunteerSlotView[]> {
    const teams = new Map((await this.teams.find({ _id: { $in: [...new Set(documents.map((d) => d.teamId))] } })).map((t) => [t._id, t]));
    const taken = documents.length === 0 ? [] : await this.assignments.find({ slotId: { $in: documents.map((d) => d._id) } });
    const names = await this.namesOf(taken.map((a) => a.memberId));
    return documents.map((document) => {
      const team = teams.get(document.teamId);
      const onSlot = taken.filter((a) => a.slotId === document._id);
      const all = onSlot.filter((a) => a.status !== 'declined').map((a) => this.assignmentView(a, names));
      const mine = all.find((a) => a.memberId === reader.memberId) ?? null;
      // Those who schedule the team, and readers who schedule nothing (auditors), see everyone on it; others their own place.
      const seesAll = !!team && (this.schedules(reader, team.team) || (can(reader.roles, 'volunteers.read') && !can(reader.roles, 'volunteers.schedule')));
      const { facts } = document.slot;
      return {
        id: document._id,
        eventId: facts.eventId,
        title: facts.title,
        occurrenceStart: facts.occurrenceStart,
        startsAt: facts.startsAt,
        endsAt: facts.endsAt,
        teamId: facts.teamId,
        teamName: team?.team.name ?? '',
        positionId: facts.positionId,
        positionName: facts.positionName,
        needed: document.slot.needed,
        filled: document.filled,
        confirmed: document.confirmed,
        assignments: seesAll ? all : mine ? [mine] : [],
        declined: this.schedules(reader, team?.team ?? { leaderIds: [] })
          ? onSlot.filter((a) => a.status === 'declined').map((a) => this.assignmentView(a, names))
          : [],
        mine,
      };
    });
  }

  /** The reader's own assignments from today on (and the last four weeks), earliest first. */
  async schedule(memberId: string, now = new Date()): Promise<VolunteerAssignmentView[]> {
    const since = new Date(now.getTime() - 28 * DAY).toISOString();
    const documents = await this.assignments.find({ memberId, startsAt: { $gte: since } }, { sort: { startsAt: 1 } });
    const names = await this.namesOf([memberId]);
    return documents.map((d) => this.assignmentView(d, names));
  }

  async blockoutsOf(memberId: string): Promise<VolunteerBlockoutView[]> {
    return (await this.blockouts.find({ memberId }, { sort: { from: 1 } })).map((b) => ({ id: b._id, from: b.from, to: b.to, note: b.note }));
  }

  /**
   * Who could fill a slot: the position's qualified members, each with what stands in the way
   * (a blockout, another service at an overlapping time, a requirement missing or expired, already
   * on it) and how often they served in the recent weeks; those free first, fewest services first.
   */
  async candidates(slotId: string, reader: CurrentUser, now = new Date()): Promise<VolunteerCandidateView[]> {
    const document = UUID.test(slotId) ? await this.slots.findOne({ _id: slotId }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    const team = await this.teams.findOne({ _id: document.teamId });
    if (!team) throw new DomainError('NOT_FOUND');
    if (!this.schedules(reader, team.team)) throw new DomainError('AUTHORIZATION');
    return this.rank(document, team.team, now);
  }

  private async rank(document: VolunteerSlotDocument, team: ExistingTeam, now: Date): Promise<VolunteerCandidateView[]> {
    const { facts } = document.slot;
    const qualified = Object.entries(team.members)
      .filter(([, m]) => m.positionIds.includes(facts.positionId))
      .map(([memberId]) => memberId);
    if (qualified.length === 0) return [];
    const since = new Date(now.getTime() - VOLUNTEER_LIMITS.recentWeeks * 7 * DAY).toISOString();
    const [served, blockouts, names] = await Promise.all([
      this.assignments.find({ memberId: { $in: qualified }, status: { $in: ['pending', 'confirmed'] } }),
      this.blockouts.find({ memberId: { $in: qualified } }),
      this.namesOf(qualified),
    ]);
    const start = Date.parse(facts.startsAt);
    const end = Date.parse(facts.endsAt);
    const candidates = qualified.map((memberId): VolunteerCandidateView => {
      const theirs = served.filter((a) => a.memberId === memberId);
      const conflicts: string[] = [];
      if (theirs.some((a) => a.slotId === document._id)) conflicts.push('already-assigned');
      if (theirs.some((a) => a.slotId !== document._id && Date.parse(a.startsAt) < end && Date.parse(a.endsAt) > start)) conflicts.push('overlap');
      if (blockouts.some((b) => b.memberId === memberId && b.from <= facts.date && facts.date <= b.to)) conflicts.push('blockout');
      const why = ineligibility(team, memberId, facts.positionId, facts.date);
      if (why) conflicts.push(why.reason);
      const recentServices = theirs.filter((a) => a.startsAt >= since && a.startsAt < now.toISOString()).length;
      return { memberId, fullName: names.get(memberId) ?? '', recentServices, available: conflicts.length === 0, conflicts };
    });
    return candidates.sort(
      (a, b) =>
        Number(b.available) - Number(a.available) ||
        a.recentServices - b.recentServices ||
        a.fullName.localeCompare(b.fullName) ||
        a.memberId.localeCompare(b.memberId),
    );
  }

  /**
   * A fair rotation for the open places of the slots in a week (or one slot): for each slot, the
   * available candidates with fewest recent services, no one proposed twice at overlapping times.
   */
  async autoFill(
    query: { slotId?: string; week?: string; teamId?: string },
    reader: CurrentUser,
    now = new Date(),
  ): Promise<Array<{ slotId: string; memberIds: string[] }>> {
    const documents = query.slotId
      ? await this.slots.find({ _id: query.slotId })
      : await this.slots.find(
          {
            startsAt: {
              $gte: `${weekOf(query.week ?? now.toISOString().slice(0, 10))}T00:00:00.000Z`,
              $lt: `${addDays(weekOf(query.week ?? now.toISOString().slice(0, 10)), 7)}T00:00:00.000Z`,
            },
            ...(query.teamId ? { teamId: query.teamId } : {}),
          },
          { sort: { startsAt: 1 } },
        );
    const proposed: Array<{ memberId: string; start: number; end: number }> = [];
    const extra = new Map<string, number>();
    const result: Array<{ slotId: string; memberIds: string[] }> = [];
    for (const document of documents) {
      const team = await this.teams.findOne({ _id: document.teamId });
      if (!team || !this.schedules(reader, team.team)) continue;
      const open = document.slot.needed - document.filled;
      if (open <= 0) continue;
      const start = Date.parse(document.slot.facts.startsAt);
      const end = Date.parse(document.slot.facts.endsAt);
      const ranked = (await this.rank(document, team.team, now))
        .filter((c) => c.available && !proposed.some((p) => p.memberId === c.memberId && p.start < end && p.end > start))
        .sort((a, b) => a.recentServices + (extra.get(a.memberId) ?? 0) - (b.recentServices + (extra.get(b.memberId) ?? 0)));
      const chosen = ranked.slice(0, open).map((c) => c.memberId);
      for (const memberId of chosen) {
        proposed.push({ memberId, start, end });
        extra.set(memberId, (extra.get(memberId) ?? 0) + 1);
      }
      result.push({ slotId: document._id, memberIds: chosen });
    }
    return result;
  }

  /** Places needed and filled per team and week, from the Monday of `week` for `weeks` weeks. */
  async fillRate(query: { week?: string; weeks?: number }, now = new Date()): Promise<VolunteerFillRateView[]> {
    const first = weekOf(query.week ?? now.toISOString().slice(0, 10));
    const last = addDays(first, 7 * (query.weeks ?? 4));
    const [documents, teams] = await Promise.all([
      this.slots.find({ startsAt: { $gte: `${first}T00:00:00.000Z`, $lt: `${last}T00:00:00.000Z` } }),
      this.teams.find({}, { sort: { sortName: 1 } }),
    ]);
    const rows: VolunteerFillRateView[] = [];
    for (const team of teams) {
      for (let week = first; week < last; week = addDays(week, 7)) {
        const inWeek = documents.filter((d) => d.teamId === team._id && weekOf(d.startsAt.slice(0, 10)) === week);
        const needed = inWeek.reduce((sum, d) => sum + d.slot.needed, 0);
        const filled = inWeek.reduce((sum, d) => sum + Math.min(d.filled, d.slot.needed), 0);
        const confirmed = inWeek.reduce((sum, d) => sum + d.confirmed, 0);
        rows.push({ teamId: team._id, teamName: team.team.name, week, needed, filled, confirmed, rate: needed === 0 ? 1 : filled / needed });
      }
    }
    return rows;
  }
}
