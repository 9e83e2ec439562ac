import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities } from '../../members';
import type { UserDocument } from '../projections/users.projection';
import { TwoFactorPolicyQuery } from '../two-factor/queries/two-factor-policy.query';
import { isUuid, toCurrentUser } from './account.util';
import { ReadSideWait } from './read-side-wait.service';

/**
 * Accounts as the `users` read model has them: found by id, by email (sign-in) or by the link
 * emailed to them. Decisions about an account are taken on its stream; this finds which stream.
 */
@Injectable()
export class AccountQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly policy: TwoFactorPolicyQuery,
    private readonly readSide: ReadSideWait,
    private readonly identities: MemberIdentities,
  ) {}

  private get users() {
    return this.readStore.collection<UserDocument>('users');
  }

  /** The account of `userId`, or null (also for anything that is not an id). */
  async byId(userId: string): Promise<UserDocument | null> {
    return isUuid(userId) ? this.users.findOne({ _id: userId }) : null;
  }

  async byEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() });
  }

  /**
   * The account an emailed link belongs to. A link is found through the read side, which may not
   * have the link yet that was emailed a moment ago: on a miss it looks again once the read side
   * has caught up (a made-up token costs that wait, which is nothing on a read side keeping up).
   */
  async byLink(kind: 'invitation' | 'reset' | 'unlock', tokenHash: string): Promise<UserDocument | null> {
    const filter = { invitation: { inviteTokenHash: tokenHash }, reset: { resetTokenHash: tokenHash }, unlock: { unlockTokenHash: tokenHash } }[kind];
    const found = await this.users.findOne(filter);
    if (found) return found;
    await this.readSide.catchUp();
    return this.users.findOne(filter);
  }

  /** The account as the signed-in app sees it (whether it must set up two-step verification included). */
  async asCurrentUser(user: UserDocument): Promise<CurrentUser> {
    const [requiredRoles, memberId] = await Promise.all([this.policy.requiredRoles(), this.memberOf(user)]);
    return toCurrentUser(user, requiredRoles, memberId);
  }

  /**
   * The member record the account signs in as. The link is kept as it was made; a record merged
   * into another is the survivor now, so the person lands on the survivor (their profile, their
   * self-updates, their groups) and back on their own record after an unmerge.
   */
  async memberOf(user: Pick<UserDocument, 'memberId'>): Promise<string | null> {
    if (!user.memberId) return null;
    return (await this.identities.survivorsOf([user.memberId])).get(user.memberId) ?? user.memberId;
  }

  /** Active administrators other than `userId` (for the rule that one must remain). */
  async otherActiveAdmins(userId: string): Promise<number> {
    return this.users.countDocuments({ roles: 'admin', status: 'active', _id: { $ne: userId } });
  }
}
