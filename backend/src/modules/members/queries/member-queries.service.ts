import { Inject, Injectable } from '@nestjs/common';
import type { ListMembersQueryDto, MemberHistoryEntry, MemberPage, MemberSort, MemberView } from '@koinonia/contracts';
import { EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { Filter, ReadStore, SortSpec } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { buildMemberHistory } from '../domain/member-history';
import { memberDecider } from '../domain/member.decider';
import { memberStream, type MemberDetails } from '../domain/member.events';
import { searchTermOf } from '../phones/phone-number.util';
import { MemberIdentities } from './member-identities.service';

/** The fields an import matches and writes: who a person is and how to reach them. */
type MemberContactDetails = Pick<MemberDetails, 'fullName' | 'email' | 'phone' | 'address' | 'ministry' | 'role' | 'birthDate'>;
import type { MemberDocument } from '../projections/member-directory.projection';
import { isOwnRecord, isVisibleTo, toMemberView, visibilityFilter, visibleSort, type DirectoryReader } from './member-visibility.util';

// Descending orders reverse the tie-break too, so each is an index order walked backwards.
const SORTS: Record<MemberSort, SortSpec> = {
  name: { sortName: 1, _id: 1 },
  '-name': { sortName: -1, _id: -1 },
  joined: { joinedAt: 1, _id: 1 },
  '-joined': { joinedAt: -1, _id: -1 },
  email: { email: 1, _id: 1 },
  '-email': { email: -1, _id: -1 },
  ministry: { ministry: 1, sortName: 1, _id: 1 },
  '-ministry': { ministry: -1, sortName: -1, _id: -1 },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member as their own stream has them now (not the read model, which may lag): for a job that must know whether its write already happened. */
export interface MemberRecord {
  revision: number;
  status: 'active' | 'archived';
  details: MemberDetails;
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

@Injectable()
export class MemberQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly identities: MemberIdentities,
  ) {}

  private get members() {
    return this.readStore.collection<MemberDocument>('members');
  }

  async list(query: ListMembersQueryDto, reader: DirectoryReader): Promise<MemberPage> {
    const filter: Filter = { status: query.status ?? 'active' };
    if (query.role) filter.role = query.role;
    if (query.ministry) filter.ministry = query.ministry;
    const search = query.search ? searchTermOf(query.search) : '';
    if (search) filter.searchText = { $regex: escapeRegex(search) };
    Object.assign(filter, visibilityFilter(reader, search ? escapeRegex(search) : undefined));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [items, total] = await Promise.all([
      this.members.find(filter, { sort: visibleSort(reader, SORTS[query.sort ?? 'name']), skip: (page - 1) * pageSize, limit: pageSize }),
      this.members.countDocuments(filter),
    ]);
    return { items: items.map((document) => toMemberView(document, reader)), total, page, pageSize };
  }

  /** A member the reader may see (else MEMBER_NOT_FOUND, as if there were none), as they may see them. */
  async get(id: string, reader: DirectoryReader): Promise<MemberView> {
    const document = UUID.test(id) ? await this.members.findOne({ _id: id }) : null;
    if (!document || !isVisibleTo(reader, document)) throw new DomainError('MEMBER_NOT_FOUND');
    const view = toMemberView(document, reader);
    if (view.mergedInto) {
      const survivor = await this.members.findOne({ _id: view.mergedInto.id });
      view.mergedInto = { ...view.mergedInto, fullName: survivor?.fullName ?? '' };
    }
    return view;
  }

  /** Another member's history is refused to those who see only what members share: it holds what they did not. */
  async history(id: string, reader: DirectoryReader): Promise<MemberHistoryEntry[]> {
    if (!reader.seesEverything && !isOwnRecord(reader, id)) {
      await this.get(id, reader);
      throw new DomainError('AUTHORIZATION');
    }
    const events = UUID.test(id) ? await this.eventStore.readStream(memberStream(id)) : [];
    if (events.length === 0) throw new DomainError('MEMBER_NOT_FOUND');
    // A survivor's history holds the records merged into it too, each entry saying whose record it was.
    const mergedIds = (await this.identities.recordsOf(id)).filter((recordId) => recordId !== id);
    const mergedEvents = await Promise.all(mergedIds.map((recordId) => this.eventStore.readStream(memberStream(recordId))));
    const everyEvent = [...events, ...mergedEvents.flat()];
    const actorIds = [...new Set(everyEvent.map((e) => e.metadata.actorId).filter((a): a is string => a !== null))];
    const recordIds = [
      ...new Set([id, ...mergedIds, ...everyEvent.flatMap((e) => [e.data.mergedId, e.data.survivorId]).filter((v): v is string => typeof v === 'string')]),
    ];
    const [names, records] = await Promise.all([this.directory.namesOf(actorIds), this.members.find({ _id: { $in: recordIds } })]);
    const actorName = (actorId: string | null) => (actorId === null ? 'Koinonia' : (names.get(actorId)?.displayName ?? 'A former user'));
    const recordNames = new Map(records.map((record) => [record._id, record.fullName]));
    const recordName = (recordId: string) => recordNames.get(recordId) ?? '';
    const entries = buildMemberHistory(events, actorName, recordName);
    mergedIds.forEach((recordId, index) => {
      const fromRecord = { id: recordId, fullName: recordName(recordId) };
      entries.push(...buildMemberHistory(mergedEvents[index], actorName, recordName).map((entry) => ({ ...entry, fromRecord })));
    });
    // Newest first across the records (a stable sort keeps each record's own order within one instant).
    return mergedIds.length === 0 ? entries : entries.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
  }

  /** Who holds each of these emails in the directory, archived members included (an import matches people by email). */
  async byEmails(emails: readonly string[]): Promise<Map<string, { id: string; revision: number; details: MemberContactDetails }>> {
    const found = new Map<string, { id: string; revision: number; details: MemberContactDetails }>();
    const unique = [...new Set(emails.filter(Boolean))];
    for (let start = 0; start < unique.length; start += 500) {
      const documents = await this.members.find({ email: { $in: unique.slice(start, start + 500) } });
      for (const d of documents) {
        found.set(d.email, {
          id: d._id,
          revision: d.revision,
          details: { fullName: d.fullName, email: d.email, phone: d.phone, address: d.address, ministry: d.ministry, role: d.role, birthDate: d.birthDate },
        });
      }
    }
    return found;
  }

  /**
   * Active members' names and emails (empty when they gave none) for those the filter names: a role,
   * a ministry, or these ids; everyone without one. For messages the church sends to many at once.
   */
  async contacts(filter: { role?: string; ministry?: string; ids?: readonly string[] } = {}): Promise<Array<{ id: string; fullName: string; email: string }>> {
    const base: Filter = { status: 'active' };
    if (filter.role) base.role = filter.role;
    if (filter.ministry) base.ministry = filter.ministry;
    const toContact = (d: MemberDocument) => ({ id: d._id, fullName: d.fullName, email: d.email });
    if (!filter.ids) return (await this.members.find(base, { sort: { sortName: 1, _id: 1 } })).map(toContact);
    const found: Array<{ id: string; fullName: string; email: string }> = [];
    const ids = [...new Set(filter.ids)];
    for (let start = 0; start < ids.length; start += 500)
      found.push(...(await this.members.find({ ...base, _id: { $in: ids.slice(start, start + 500) } })).map(toContact));
    return found;
  }

  /** The member from their own events, or null when there is no such member. */
  async record(id: string): Promise<MemberRecord | null> {
    const events = UUID.test(id) ? await this.eventStore.readStream(memberStream(id)) : [];
    const last = events.at(-1);
    if (!last) return null;
    const state = events.reduce((s, e) => memberDecider.evolve(s, e as unknown as Parameters<typeof memberDecider.evolve>[1]), memberDecider.initialState());
    return state.status === 'none' ? null : { revision: last.revision, status: state.status, details: state.details };
  }
}
