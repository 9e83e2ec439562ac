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

/** Where a person is on the way into the church: visitor → regular attender → member. */
export const MEMBERSHIP_STEPS = ['visitor', 'regular-attender', 'member'] as const;
export type MembershipStep = (typeof MEMBERSHIP_STEPS)[number];

/** Under this age a person is a child: unlisted by default, contact details only for members.private.read. */
export const ADULT_AGE = 18;

/** A member's photo: the largest upload taken, and the kinds taken (decided by the file's content). */
export const MEMBER_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const MEMBER_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
