import { Inject, Injectable } from '@nestjs/common';
import type { MemberSelfUpdateView } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import type { MemberDocument } from '../projections/member-directory.projection';
import { memberSelfUpdatesProjection, type MemberSelfUpdateDocument } from '../projections/member-self-updates.projection';

/** How many recent self-updates the staff's list shows: the ones waiting, then a few weeks of applied ones. */
const RECENT = 100;

/** Members' changes to their own records: the staff's list (pending first), and a member's own. */
@Injectable()
export class SelfUpdateQueriesService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get updates() {
    return this.readStore.collection<MemberSelfUpdateDocument>(memberSelfUpdatesProjection.collection);
  }

  /** Every request still waiting, then the most recent others, newest first in each. */
  async recent(): Promise<MemberSelfUpdateView[]> {
    const [pending, recent] = await Promise.all([
      this.updates.find({ status: 'pending' }, { sort: { requestedAt: -1 } }),
      this.updates.find({}, { sort: { requestedAt: -1 }, limit: RECENT }),
    ]);
    return this.withNames([...pending, ...recent.filter((update) => update.status !== 'pending')]);
  }

  async ofMember(memberId: string): Promise<MemberSelfUpdateView[]> {
    return this.withNames(await this.updates.find({ memberId }, { sort: { requestedAt: -1 }, limit: 20 }));
  }

  /** Whose record a request is on (NOT_FOUND for an unknown id). */
  async memberOf(requestId: string): Promise<string> {
    const update = await this.updates.findOne({ _id: requestId });
    if (!update) throw new DomainError('NOT_FOUND');
    return update.memberId;
  }

  private async withNames(documents: MemberSelfUpdateDocument[]): Promise<MemberSelfUpdateView[]> {
    const ids = [...new Set(documents.map((document) => document.memberId))];
    const members = ids.length ? await this.readStore.collection<MemberDocument>('members').find({ _id: { $in: ids } }) : [];
    const names = new Map(members.map((member) => [member._id, member.fullName]));
    return documents.map(({ _id, memberId, status, changes, photoChanged, requestedAt, decidedAt, reason }) => ({
      id: _id,
      memberId,
      memberName: names.get(memberId) ?? '',
      status,
      changes,
      photoChanged,
      requestedAt,
      ...(decidedAt ? { decidedAt } : {}),
      ...(reason ? { reason } : {}),
    }));
  }
}
