import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { AccountName, DirectoryAccount, UserDirectory } from '../../../platform/auth/user-directory.port';
import { MemberIdentities } from '../../members';
import type { UserDocument } from '../projections/users.projection';

/** The USER_DIRECTORY port: who the accounts are, for other contexts (see platform/auth/user-directory.port.ts). */
@Injectable()
export class UserDirectoryService implements UserDirectory {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly identities: MemberIdentities,
  ) {}

  private get users() {
    return this.readStore.collection<UserDocument>('users');
  }

  async namesOf(userIds: Iterable<string>): Promise<Map<string, AccountName>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const users = await this.users.find({ _id: { $in: ids } }, { projection: { displayName: 1, email: 1 } });
    return new Map(users.map((u) => [u._id, { displayName: u.displayName, email: u.email }]));
  }

  async accounts(): Promise<DirectoryAccount[]> {
    const users = await this.users.find({}, { projection: { displayName: 1, email: 1, roles: 1, active: 1, memberId: 1 } });
    // An account linked to a record merged into another is addressed as the survivor, as it signs in.
    const survivors = await this.identities.survivorsOf(users.flatMap((u) => (u.memberId ? [u.memberId] : [])));
    return users.map((u) => ({
      id: u._id,
      displayName: u.displayName,
      email: u.email,
      roles: u.roles ?? [],
      active: u.active === true,
      memberId: u.memberId ? (survivors.get(u.memberId) ?? u.memberId) : null,
    }));
  }
}
