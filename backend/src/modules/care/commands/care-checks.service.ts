import { Inject, Injectable } from '@nestjs/common';
import { can, VALIDATION_MESSAGES, type CareAssigneeView } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import type { CareRequestDocument } from '../projections/care-requests.projection';
import { isUuid } from '../queries/uuid.util';

const choice = (field: string) => DomainError.validation([{ field, message: VALIDATION_MESSAGES.choice }]);

/** What the care handlers check across records: the person exists, the assignee may read care, the request is theirs. */
@Injectable()
export class CareChecks {
  constructor(
    private readonly members: MemberQueriesService,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly identities: MemberIdentities,
  ) {}

  /** The people a care request may be given to: active accounts that may read care requests (so they can open what they are reminded of). */
  async assignees(): Promise<CareAssigneeView[]> {
    return (await this.directory.accounts())
      .filter((account) => account.active && can(account.roles, 'care.read'))
      .map((account) => ({ id: account.id, displayName: account.displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  }

  /** A record that exists and was not merged away (its care is the survivor's now: MEMBER_ALREADY_MERGED names it). */
  async memberExists(memberId: string): Promise<void> {
    const member = await this.members.get(memberId, WHOLE_DIRECTORY).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'MEMBER_NOT_FOUND') throw choice('memberId');
      throw error;
    });
    if (member.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED', { survivorId: member.mergedInto.id });
  }

  async assigneeAllowed(userId: string | null | undefined): Promise<void> {
    if (userId === null || userId === undefined) return;
    if (!(await this.assignees()).some((assignee) => assignee.id === userId)) throw choice('assignedTo');
  }

  /**
   * A note on a request belongs to that request's person: `memberId`, or a record merged into it
   * (its requests show under the survivor). Answers the request's own person, whom the note is
   * written on, so that an unmerge takes the note back with its request.
   */
  async requestOf(careRequestId: string, memberId: string): Promise<string> {
    const document = isUuid(careRequestId) ? await this.readStore.collection<CareRequestDocument>('care-requests').findOne({ _id: careRequestId }) : null;
    if (!document) throw choice('careRequestId');
    if (document.memberId !== memberId && !(await this.identities.recordsOf(memberId)).includes(document.memberId)) throw choice('careRequestId');
    return document.memberId;
  }
}
