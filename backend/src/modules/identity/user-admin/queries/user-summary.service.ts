import { Inject, Injectable } from '@nestjs/common';
import { USER_ROLES, type AdminUsersOverview, type UserRole } from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { UserDocument } from '../../projections/users.projection';

const RECENT_SIGN_INS = 5;
const AT_RISK = 5;

/** Accounts at a glance, for the admin dashboard, and the names behind actor ids. */
@Injectable()
export class UserSummaryService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get users() {
    return this.readStore.collection<UserDocument>('users');
  }

  async overview(now = new Date()): Promise<AdminUsersOverview> {
    // A church has hundreds of accounts, not millions: one read and counting here beats ten count queries.
    const users = await this.users.find({}, { projection: { passwordHash: 0 } });
    const iso = now.toISOString();
    const isLocked = (u: UserDocument) => u.lockedUntil !== null && u.lockedUntil > iso;
    const byRole = Object.fromEntries(USER_ROLES.map((role) => [role, 0])) as Record<UserRole, number>;
    for (const user of users) for (const role of new Set(user.roles)) if (role in byRole) byRole[role] += 1;
    const active = users.filter((u) => u.active).length;
    const recentSignIns = users
      .filter((u): u is UserDocument & { lastSignInAt: string } => u.lastSignInAt !== null)
      .sort((a, b) => b.lastSignInAt.localeCompare(a.lastSignInAt) || a._id.localeCompare(b._id))
      .slice(0, RECENT_SIGN_INS)
      .map((u) => ({ id: u._id, displayName: u.displayName, email: u.email, roles: u.roles, lastSignInAt: u.lastSignInAt }));
    const atRisk = users
      .filter((u) => isLocked(u) || u.failedLoginAttempts > 0)
      .sort((a, b) => Number(isLocked(b)) - Number(isLocked(a)) || b.failedLoginAttempts - a.failedLoginAttempts || a.displayName.localeCompare(b.displayName))
      .slice(0, AT_RISK)
      .map((u) => ({
        id: u._id,
        displayName: u.displayName,
        email: u.email,
        failedLoginAttempts: u.failedLoginAttempts,
        lockedUntil: isLocked(u) ? u.lockedUntil : null,
      }));
    return { total: users.length, active, deactivated: users.length - active, locked: users.filter(isLocked).length, byRole, recentSignIns, atRisk };
  }

  async displayNameOf(userId: string): Promise<string | null> {
    const user = await this.users.findOne({ _id: userId }, { projection: { displayName: 1 } });
    return user?.displayName ?? null;
  }
}
