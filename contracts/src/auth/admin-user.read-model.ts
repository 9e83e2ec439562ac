import type { UserRole } from './user-roles.constant';

/** Where an account stands: invited (no password yet), active, or deactivated by an administrator. */
export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** `GET /api/admin/users`: an account as administrators see it (never its password hash). */
export interface AdminUserView {
  id: string;
  email: string;
  displayName: string;
  roles: UserRole[];
  memberId: string | null;
  /** True only for `status: 'active'`: the account can sign in. */
  active: boolean;
  status: UserStatus;
  createdAt: string;
  lastSignInAt: string | null;
  failedLoginAttempts: number;
  lockedUntil: string | null;
  twoFactorEnabled: boolean;
  /** When an open invitation's link stops working (null unless invited). */
  invitationExpiresAt: string | null;
}
