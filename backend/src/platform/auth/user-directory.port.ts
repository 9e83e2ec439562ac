import type { UserRole } from '@koinonia/contracts';

/**
 * Who the accounts are, for contexts that show or address people by their account (the names
 * in a member's history, the client-error log, the security log; the recipients of a
 * notification) without importing identity — which imports some of them. The identity module
 * provides it (see its IdentityPortsModule), so the platform knows no module.
 */
export const USER_DIRECTORY = Symbol('USER_DIRECTORY');

export interface AccountName {
  displayName: string;
  email: string;
}

/** An account as others may know it: invited, active or deactivated (`active` says which may sign in). */
export interface DirectoryAccount extends AccountName {
  id: string;
  roles: UserRole[];
  active: boolean;
  /** The member record the account belongs to, if any (a group's leaders are addressed by their record). */
  memberId: string | null;
}

export interface UserDirectory {
  /** The names of those of `userIds` that are accounts; ids that are not are left out. */
  namesOf(userIds: Iterable<string>): Promise<Map<string, AccountName>>;
  /** Every account. */
  accounts(): Promise<DirectoryAccount[]>;
}
