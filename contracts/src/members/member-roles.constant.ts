/** The roles a person holds in the congregation (not to be confused with user roles). */
export const MEMBER_ROLES = ['visitor', 'attender', 'member', 'volunteer', 'leader', 'staff', 'pastor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'archived'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_SORTS = ['name', '-name', 'joined', '-joined', 'email', '-email', 'ministry', '-ministry'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const MEMBER_FIELD_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 32,
  address: 300,
  ministry: 80,
  search: 100,
} as const;
