import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserView } from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { UserDocument } from '../../projections/users.projection';

/** Every account as administrators list it (the users page, the security center's accounts). */
@Injectable()
export class UserAdminQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(): Promise<AdminUserView[]> {
    const users = await this.readStore.collection<UserDocument>('users').find({}, { sort: { displayName: 1, _id: 1 } });
    return users.map((u) => ({
      id: u._id,
      email: u.email,
      displayName: u.displayName,
      roles: u.roles,
      memberId: u.memberId,
      active: u.active,
      status: u.status,
      createdAt: u.createdAt,
      lastSignInAt: u.lastSignInAt,
      failedLoginAttempts: u.failedLoginAttempts,
      lockedUntil: u.lockedUntil,
      twoFactorEnabled: u.twoFactorEnabled,
      invitationExpiresAt: u.invitationExpiresAt,
    }));
  }
}
