import type { MemberPrivacy, MemberRole } from '@koinonia/contracts';

export interface MemberDetails {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
}

export type MemberDetailField = keyof MemberDetails;
export const MEMBER_DETAIL_FIELDS: MemberDetailField[] = ['fullName', 'email', 'phone', 'address', 'ministry', 'role'];

export type MemberRegistered = {
  type: 'MemberRegistered';
  /** `privacy` is absent from registrations recorded before members had privacy choices: they have the default. */
  data: MemberDetails & { memberId: string; joinedOn: string; privacy?: MemberPrivacy };
};
export type MemberDetailsChanged = {
  type: 'MemberDetailsChanged';
  data: { memberId: string; changes: Partial<MemberDetails> };
};
export type MemberArchived = { type: 'MemberArchived'; data: { memberId: string } };
export type MemberRestored = { type: 'MemberRestored'; data: { memberId: string } };
/** The member's directory privacy choices that changed, with their new values. */
export type MemberPrivacyChanged = {
  type: 'MemberPrivacyChanged';
  data: { memberId: string; changes: Partial<MemberPrivacy> };
};

export type MemberEvent = MemberRegistered | MemberDetailsChanged | MemberArchived | MemberRestored | MemberPrivacyChanged;
export const MEMBER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'MemberRegistered',
  'MemberDetailsChanged',
  'MemberArchived',
  'MemberRestored',
  'MemberPrivacyChanged',
]);

export const memberStream = (memberId: string) => `member-${memberId}`;
