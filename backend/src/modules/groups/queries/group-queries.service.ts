import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type CurrentUser,
  type GroupMeetingView,
  type GroupPage,
  type GroupPerson,
  type GroupRoster,
  type GroupStanding,
  type GroupView,
  type ListGroupsQueryDto,
  type MemberGroupEntry,
} from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore, SortSpec } from '../../../platform/read-store/read-store.port';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { canManageGroup, canSeeGroupRoster, leadsGroup } from '../group-access.util';
import type { GroupDocument } from '../projections/group-directory.projection';
import type { GroupMeetingDocument } from '../projections/group-meetings.projection';
import type { GroupMembershipDocument } from '../projections/group-memberships.projection';

const SORTS: Record<NonNullable<ListGroupsQueryDto['sort']>, SortSpec> = {
  name: { sortName: 1, _id: 1 },
  '-name': { sortName: -1, _id: -1 },
  day: { dayOrder: 1, meetingTime: 1, sortName: 1, _id: 1 },
  '-day': { dayOrder: -1, meetingTime: -1, sortName: -1, _id: -1 },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Reader = Pick<CurrentUser, 'roles' | 'memberId'>;

/** The groups as a reader may see them: every active group for anyone; rosters and attendance for their leaders and overseers. */
@Injectable()
export class GroupQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly members: MemberQueriesService,
    private readonly identities: MemberIdentities,
  ) {}

  private get groups() {
    return this.readStore.collection<GroupDocument>('groups');
  }
  private get memberships() {
    return this.readStore.collection<GroupMembershipDocument>('group-memberships');
  }
  private get meetings() {
    return this.readStore.collection<GroupMeetingDocument>('group-meetings');
  }

  async list(query: ListGroupsQueryDto, reader: Reader): Promise<GroupPage> {
    // Archived groups are the office's records, not something to join.
    const status = query.status === 'archived' && can(reader.roles, 'groups.manage') ? 'archived' : 'active';
    const filter: Filter = { status };
    if (query.tag) filter.tags = query.tag;
    if (query.day) filter.meetingDay = query.day;
    if (query.openOnly) filter.takingRequests = true;
    const search = query.search?.trim().toLowerCase();
    if (search) filter.searchText = { $regex: escapeRegex(search) };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [documents, total, tagged] = await Promise.all([
      this.groups.find(filter, { sort: SORTS[query.sort ?? 'name'], skip: (page - 1) * pageSize, limit: pageSize }),
      this.groups.countDocuments(filter),
      this.groups.find({ status: 'active' }, { projection: { tags: 1 } }),
    ]);
    const names = await this.namesOf(documents.flatMap((document) => document.leaderIds));
    const tags = [...new Set(tagged.flatMap((document) => document.tags))].sort();
    return { items: documents.map((document) => this.toView(document, reader, names)), total, page, pageSize, tags };
  }

  async get(groupId: string, reader: Reader): Promise<GroupView> {
    const document = await this.find(groupId);
    return this.toView(document, reader, await this.namesOf(document.leaderIds));
  }

  /** Its leaders and overseers only: members see the group, not who else is in it or how to reach them. */
  async roster(groupId: string, reader: Reader): Promise<GroupRoster> {
    const document = await this.readable(groupId, reader);
    const recorded = await this.memberships.find({ groupId, status: { $in: ['member', 'pending'] } }, { sort: { requestedAt: 1, _id: 1 } });
    const entries = await this.underSurvivors(recorded);
    const people = await this.peopleOf([...document.leaderIds, ...entries.map((entry) => entry.memberId)]);
    const nameOf = (memberId: string) => people.get(memberId)?.fullName ?? '';
    // Joining a group lets its leaders reach you: the roster gives them each member's email and phone.
    const members = entries
      .filter((entry) => entry.status === 'member')
      .map((entry) => ({
        memberId: entry.memberId,
        fullName: nameOf(entry.memberId),
        email: people.get(entry.memberId)?.email ?? '',
        phone: people.get(entry.memberId)?.phone ?? '',
        joinedOn: entry.joinedOn,
      }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    const pending = entries
      .filter((entry) => entry.status === 'pending')
      .map((entry) => ({ memberId: entry.memberId, fullName: nameOf(entry.memberId), message: entry.message, requestedAt: entry.requestedAt }));
    return { leaders: document.leaderIds.map((memberId) => ({ memberId, fullName: nameOf(memberId) })), members, pending };
  }

  /** The group's meetings, newest first, with who came: for its leaders and overseers only. */
  async meetingsOf(groupId: string, reader: Reader): Promise<GroupMeetingView[]> {
    await this.readable(groupId, reader);
    const meetings = await this.meetings.find({ groupId }, { sort: { date: -1, _id: 1 } });
    // Someone merged into another record came as the survivor (once, if both records were ticked).
    const survivors = await this.identities.survivorsOf(meetings.flatMap((meeting) => meeting.attendeeIds));
    for (const meeting of meetings) meeting.attendeeIds = [...new Set(meeting.attendeeIds.map((memberId) => survivors.get(memberId) ?? memberId))];
    const names = await this.namesOf(meetings.flatMap((meeting) => meeting.attendeeIds));
    return meetings.map((meeting) => ({
      id: meeting._id,
      groupId,
      date: meeting.date,
      topic: meeting.topic,
      attendees: meeting.attendeeIds.map((memberId) => ({ memberId, fullName: names.get(memberId) ?? '' })),
      recordedAt: meeting.recordedAt,
    }));
  }

  /**
   * A person's active groups and their place in each, for their profile: the person themself, or
   * groups.rosters.read (who reads every roster). Anyone else is refused: which groups someone is
   * in is roster information, and a group's leader reads it on that group's own roster.
   */
  async ofMember(memberId: string, reader: Reader): Promise<MemberGroupEntry[]> {
    // An unknown person is MEMBER_NOT_FOUND before anything is refused, as a group's roster is GROUP_NOT_FOUND.
    if (reader.memberId !== memberId) await this.members.get(memberId, WHOLE_DIRECTORY);
    if (reader.memberId !== memberId && !can(reader.roles, 'groups.rosters.read')) throw new DomainError('AUTHORIZATION');
    const [led, entries] = await Promise.all([
      this.groups.find({ status: 'active', leaderIds: memberId }, { sort: { sortName: 1, _id: 1 } }),
      this.memberships.find({ memberId, status: { $in: ['member', 'pending'] } }),
    ]);
    const standingIn = new Map(entries.map((entry) => [entry.groupId, entry.status as 'member' | 'pending']));
    const joined = await this.groups.find({ _id: { $in: [...standingIn.keys()] }, status: 'active' }, { sort: { sortName: 1, _id: 1 } });
    const entry = (document: GroupDocument, standing: MemberGroupEntry['standing']): MemberGroupEntry => ({
      groupId: document._id,
      name: document.name,
      standing,
      meetingDay: document.meetingDay,
      meetingTime: document.meetingTime,
    });
    return [...led.map((document) => entry(document, 'leader')), ...joined.map((document) => entry(document, standingIn.get(document._id)!))];
  }

  /** The people in a group now (merged records as their survivors), or null when there is no such group: for messages sent to a group. */
  async memberIdsOf(groupId: string): Promise<string[] | null> {
    const document = UUID.test(groupId) ? await this.groups.findOne({ _id: groupId }) : null;
    if (!document) return null;
    const entries = await this.underSurvivors(await this.memberships.find({ groupId, status: 'member' }));
    return [...new Set([...document.leaderIds, ...entries.map((entry) => entry.memberId)])];
  }

  /**
   * Roster entries as the members context resolves people: a record merged into another shows as
   * the survivor, and a survivor in the group by two records shows once (a member over a pending request).
   */
  private async underSurvivors(entries: GroupMembershipDocument[]): Promise<GroupMembershipDocument[]> {
    const survivors = await this.identities.survivorsOf(entries.map((entry) => entry.memberId));
    if (survivors.size === 0) return entries;
    const byPerson = new Map<string, GroupMembershipDocument>();
    for (const entry of entries) {
      const memberId = survivors.get(entry.memberId) ?? entry.memberId;
      const kept = byPerson.get(memberId);
      if (!kept || (kept.status === 'pending' && entry.status === 'member')) byPerson.set(memberId, { ...entry, memberId });
    }
    return [...byPerson.values()];
  }

  private async find(groupId: string): Promise<GroupDocument> {
    const document = UUID.test(groupId) ? await this.groups.findOne({ _id: groupId }) : null;
    if (!document) throw new DomainError('GROUP_NOT_FOUND');
    return document;
  }

  private async readable(groupId: string, reader: Reader): Promise<GroupDocument> {
    const document = await this.find(groupId);
    if (!canSeeGroupRoster(reader, document.leaderIds)) throw new DomainError('AUTHORIZATION');
    return document;
  }

  private toView(document: GroupDocument, reader: Reader, names: Map<string, string>): GroupView {
    return {
      id: document._id,
      name: document.name,
      description: document.description,
      leaders: document.leaderIds.map((memberId): GroupPerson => ({ memberId, fullName: names.get(memberId) ?? '' })),
      meetingDay: document.meetingDay,
      meetingTime: document.meetingTime,
      place: document.place,
      onlineLink: document.onlineLink,
      capacity: document.capacity,
      openness: document.openness,
      ministry: document.ministry,
      campus: document.campus,
      tags: document.tags,
      status: document.status,
      memberCount: document.memberCount,
      full: document.full,
      standing: standingOf(document, reader.memberId),
      canManage: canManageGroup(reader, document.leaderIds),
      canSeeRoster: canSeeGroupRoster(reader, document.leaderIds),
      revision: document.revision,
    };
  }

  private async namesOf(memberIds: string[]): Promise<Map<string, string>> {
    const people = await this.peopleOf(memberIds);
    return new Map([...people].map(([id, person]) => [id, person.fullName]));
  }

  /** The people named, from the directory's public face; a record gone since is left out. */
  private async peopleOf(memberIds: string[]): Promise<Map<string, { fullName: string; email: string; phone: string }>> {
    const unique = [...new Set(memberIds)];
    const found = await Promise.all(unique.map((memberId) => this.members.get(memberId, WHOLE_DIRECTORY).catch(() => null)));
    const people = new Map<string, { fullName: string; email: string; phone: string }>();
    for (const person of found) if (person) people.set(person.id, { fullName: person.fullName, email: person.email ?? '', phone: person.phone ?? '' });
    return people;
  }
}

function standingOf(document: GroupDocument, memberId: string | null): GroupStanding {
  if (memberId === null) return 'none';
  if (leadsGroup({ memberId }, document.leaderIds)) return 'leader';
  if (document.memberIds.includes(memberId)) return 'member';
  return document.pendingIds.includes(memberId) ? 'pending' : 'none';
}
