import type { UserRole } from '../auth/user-roles.constant';

/** One of the newest sign-ins on the admin dashboard. */
export interface RecentSignIn {
  id: string;
  displayName: string;
  email: string;
  roles: UserRole[];
  lastSignInAt: string;
}

/** An account that is locked now or has failed sign-ins since its last good one. */
export interface AccountAtRisk {
  id: string;
  displayName: string;
  email: string;
  failedLoginAttempts: number;
  lockedUntil: string | null;
}

/** `GET /api/admin/overview`: the accounts at a glance. */
export interface AdminUsersOverview {
  total: number;
  active: number;
  deactivated: number;
  /** Locked out right now. */
  locked: number;
  /** Accounts holding each role (an account with two roles counts in both). */
  byRole: Record<UserRole, number>;
  /** The newest sign-ins, newest first. */
  recentSignIns: RecentSignIn[];
  /** Locked accounts first, then by failed attempts. */
  atRisk: AccountAtRisk[];
}
