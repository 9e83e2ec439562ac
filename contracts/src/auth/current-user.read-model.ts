import type { UserRole } from './user-roles.constant';

/** `GET /api/auth/user`. */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
  roles: UserRole[];
  memberId: string | null;
}
