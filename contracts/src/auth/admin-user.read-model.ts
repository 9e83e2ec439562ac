import type { UserRole } from './user-roles.constant';

/** `GET /api/admin/users`: an account as administrators see it (never its password hash). */
export interface AdminUserView {
  id: string;
  email: string;
  displayName: string;
  roles: UserRole[];
  memberId: string | null;
  active: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  failedLoginAttempts: number;
  lockedUntil: string | null;
}
