import { Inject, Injectable } from '@nestjs/common';
import type { ListMembersQueryDto, MemberHistoryEntry, MemberPage, MemberSort, MemberView } from '@koinonia/contracts';
import { EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { Filter, ReadStore, SortSpec } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { buildMemberHistory } from '../domain/member-history';
import { memberStream } from '../domain/member.events';
import { searchTermOf } from '../phones/phone-number.util';
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

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

@Injectable()
export class MemberQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
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
    return toMemberView(document, reader);
  }

  /** Another member's history is refused to those who see only what members share: it holds what they did not. */
  async history(id: string, reader: DirectoryReader): Promise<MemberHistoryEntry[]> {
    if (!reader.seesEverything && !isOwnRecord(reader, id)) {
      await this.get(id, reader);
      throw new DomainError('AUTHORIZATION');
    }
    const events = UUID.test(id) ? await this.eventStore.readStream(memberStream(id)) : [];
    if (events.length === 0) throw new DomainError('MEMBER_NOT_FOUND');
    const actorIds = [...new Set(events.map((e) => e.metadata.actorId).filter((a): a is string => a !== null))];
    const names = await this.directory.namesOf(actorIds);
    return buildMemberHistory(events, (actorId) => (actorId === null ? 'Koinonia' : (names.get(actorId)?.displayName ?? 'A former user')));
  }
}
