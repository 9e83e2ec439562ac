/** What a merge chooses between, field by field: the member record's details and its photo. */
export const MEMBER_MERGE_FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'ministry',
  'role',
  'birthDate',
  'joinedOn',
  'membershipStep',
  'baptismDate',
  'photo',
] as const;
export type MemberMergeField = (typeof MEMBER_MERGE_FIELDS)[number];

/** Whose value a field keeps: the surviving record's own, or the merged record's. */
export const MERGE_SOURCES = ['survivor', 'merged'] as const;
export type MergeSource = (typeof MERGE_SOURCES)[number];
