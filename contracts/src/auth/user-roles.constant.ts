/** The roles a user account holds in the app. A user may hold several. */
export const USER_ROLES = ['admin', 'pastor', 'staff', 'leader', 'member', 'vendor', 'auditor', 'finance'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrator',
  pastor: 'Pastoral staff',
  staff: 'Staff',
  leader: 'Ministry leader',
  member: 'Member',
  vendor: 'Vendor',
  auditor: 'Auditor',
  finance: 'Finance (treasurer)',
};
