import type { UserRole } from './user-roles.constant';

/** `GET /api/auth/user`. */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
  roles: UserRole[];
  memberId: string | null;
  twoFactorEnabled: boolean;
  /**
   * One of the user's roles requires two-step verification and it is not set up yet: until it
   * is, the API refuses everything but setting it up (TWO_FACTOR_SETUP_REQUIRED).
   */
  twoFactorSetupRequired: boolean;
}
