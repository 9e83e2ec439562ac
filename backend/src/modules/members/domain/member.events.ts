import type { MemberMergeField, MemberPrivacy, MemberRole, MembershipStep, MergeSource } from '@koinonia/contracts';

export interface MemberDetails {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
  /** YYYY-MM-DD, '' when not known. */
  birthDate: string;
  /** "Member since", YYYY-MM-DD. */
  joinedOn: string;
  membershipStep: MembershipStep;
  /** YYYY-MM-DD, '' when not known. */
  baptismDate: string;
}

export type MemberDetailField = keyof MemberDetails;
export const MEMBER_DETAIL_FIELDS: MemberDetailField[] = [
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
];

/** What registering takes: the newer details may be left out (dates unknown, the step read from the role, member since the day it is recorded). */
export type NewMemberDetails = Omit<MemberDetails, 'birthDate' | 'joinedOn' | 'membershipStep' | 'baptismDate'> &
  Partial<Pick<MemberDetails, 'birthDate' | 'membershipStep' | 'baptismDate'>>;

export type MemberRegistered = {
  type: 'MemberRegistered';
  /**
   * `privacy` is absent from registrations recorded before members had privacy choices (they have
   * the default); `birthDate`, `membershipStep` and `baptismDate` from those recorded before the
   * record held them (see `memberDetailsOf`).
   */
  data: Omit<MemberDetails, 'birthDate' | 'membershipStep' | 'baptismDate'> &
    Partial<Pick<MemberDetails, 'birthDate' | 'membershipStep' | 'baptismDate'>> & { memberId: string; privacy?: MemberPrivacy };
};
/**
 * `by: 'self'` when the member changed their own record (with the values it replaced, for the
 * staff's list of self-updates, and the request it applies when staff approved one); absent for staff edits.
 */
export type MemberDetailsChanged = {
  type: 'MemberDetailsChanged';
  data: { memberId: string; changes: Partial<MemberDetails>; by?: 'self'; previous?: Partial<MemberDetails>; requestId?: string };
};
export type MemberArchived = { type: 'MemberArchived'; data: { memberId: string } };
export type MemberRestored = { type: 'MemberRestored'; data: { memberId: string } };
/** The member's directory privacy choices that changed, with their new values. */
export type MemberPrivacyChanged = {
  type: 'MemberPrivacyChanged';
  data: { memberId: string; changes: Partial<MemberPrivacy> };
};

/** A new photo (its id names the stored files), or none (`photoId: null`); `by: 'self'` when the member changed their own. */
export type MemberPhotoChanged = { type: 'MemberPhotoChanged'; data: { memberId: string; photoId: string | null; by?: 'self' } };

/** What a merge may carry over from one record to another: the details and the photo (`null`: none). */
export type MemberMergeValues = MemberDetails & { photoId: string | null };

/**
 * On the survivor: another record merged into it. `changes` are the values taken from the merged
 * record (only those that differ), `previous` the survivor's own values they replaced: an unmerge
 * puts `previous` back. `fields` is every choice as it was made.
 */
export type MemberMerged = {
  type: 'MemberMerged';
  data: {
    memberId: string;
    mergedId: string;
    mergedName: string;
    fields: Record<MemberMergeField, MergeSource>;
    changes: Partial<MemberMergeValues>;
    previous: Partial<MemberMergeValues>;
  };
};
/** On the merged record: it now lives on in the survivor (hidden from the directory, its stream kept). */
export type MemberMergedInto = { type: 'MemberMergedInto'; data: { memberId: string; survivorId: string } };
/** On the survivor: the merge of `mergedId` undone, its own values before the merge (`restored`) back. */
export type MemberUnmerged = { type: 'MemberUnmerged'; data: { memberId: string; mergedId: string; restored: Partial<MemberMergeValues> } };
/** On the merged record: it stands on its own again, as it was before the merge. */
export type MemberUnmergedFrom = { type: 'MemberUnmergedFrom'; data: { memberId: string; survivorId: string } };
export type MemberMergeEvent = MemberMerged | MemberMergedInto | MemberUnmerged | MemberUnmergedFrom;

/**
 * A member asked to change their own details while the church wants staff to approve such changes:
 * nothing changes until `MemberSelfUpdateApproved`. `requestedBy` is the asking account, told of the outcome.
 */
export type MemberSelfUpdateRequested = {
  type: 'MemberSelfUpdateRequested';
  data: { memberId: string; requestId: string; changes: Partial<MemberDetails>; previous: Partial<MemberDetails>; requestedBy: string | null };
};
/** Staff approved a pending self-update; the `MemberDetailsChanged` recorded with it applies it. */
export type MemberSelfUpdateApproved = { type: 'MemberSelfUpdateApproved'; data: { memberId: string; requestId: string; requestedBy: string | null } };
/** Staff declined a pending self-update, saying why; the record is unchanged. */
export type MemberSelfUpdateDeclined = {
  type: 'MemberSelfUpdateDeclined';
  data: { memberId: string; requestId: string; requestedBy: string | null; reason: string };
};
/** A newer request from the member replaced a pending one. */
export type MemberSelfUpdateWithdrawn = { type: 'MemberSelfUpdateWithdrawn'; data: { memberId: string; requestId: string } };

export type MemberSelfUpdateEvent = MemberSelfUpdateRequested | MemberSelfUpdateApproved | MemberSelfUpdateDeclined | MemberSelfUpdateWithdrawn;

export type MemberEvent =
  | MemberRegistered
  | MemberDetailsChanged
  | MemberArchived
  | MemberRestored
  | MemberPrivacyChanged
  | MemberPhotoChanged
  | MemberMergeEvent
  | MemberSelfUpdateEvent;
export const MEMBER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'MemberRegistered',
  'MemberDetailsChanged',
  'MemberArchived',
  'MemberRestored',
  'MemberPrivacyChanged',
  'MemberPhotoChanged',
  'MemberMerged',
  'MemberMergedInto',
  'MemberUnmerged',
  'MemberUnmergedFrom',
  'MemberSelfUpdateRequested',
  'MemberSelfUpdateApproved',
  'MemberSelfUpdateDeclined',
  'MemberSelfUpdateWithdrawn',
]);

/** What a member may change on their own record. */
export const SELF_UPDATE_FIELDS = ['email', 'phone', 'address'] as const satisfies readonly MemberDetailField[];
export type SelfUpdateField = (typeof SELF_UPDATE_FIELDS)[number];

export const memberStream = (memberId: string) => `member-${memberId}`;
