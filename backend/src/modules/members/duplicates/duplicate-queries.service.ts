import { Inject, Injectable } from '@nestjs/common';
import type { DuplicatePair, DuplicatePairPage, ListDuplicatesQueryDto } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { HouseholdQueriesService } from '../households/queries/household-queries.service';
import type { MemberDocument } from '../projections/member-directory.projection';
import { byDuplicateRank, findDuplicatePairs } from './duplicate-pairs.util';

/**
 * The possible-duplicates list for staff: active records sharing an email or phone digits, or with
 * similar names. A similar name with a shared contact across households comes first; sharing within
 * one household (a family's one email or phone) is flagged as such and listed after the rest: it
 * is allowed, and rarely a duplicate (see duplicateRank).
 */
@Injectable()
export class DuplicateQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly households: HouseholdQueriesService,
  ) {}

  async list(query: ListDuplicatesQueryDto): Promise<DuplicatePairPage> {
    const members = await this.readStore
      .collection<MemberDocument>('members')
      .find({ status: 'active' }, { projection: { _id: 1, fullName: 1, email: 1, phone: 1, sortName: 1 } });
    const people = members.map((member) => ({ id: member._id, fullName: member.fullName, email: member.email ?? '', phone: member.phone ?? '' }));
    const pairs = findDuplicatePairs(people);
    const memberships = await this.households.membershipsOf([...new Set(pairs.flatMap((pair) => [pair.first.id, pair.second.id]))]);
    const householdOf = (id: string) => memberships.get(id)?.householdId;
    const items: DuplicatePair[] = pairs
      .map((pair) => ({ ...pair, sameHousehold: householdOf(pair.first.id) !== undefined && householdOf(pair.first.id) === householdOf(pair.second.id) }))
      .sort(byDuplicateRank);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
  }
}
