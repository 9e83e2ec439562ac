/**
 * A member's choices about the directory other members see. Whoever holds
 * `members.private.read` (staff, pastors, leaders, auditors) sees every record whole whatever
 * the choices; the member always sees their own record whole.
 */
export interface MemberPrivacy {
  /** Listed in the directory other members see. */
  listed: boolean;
  shareEmail: boolean;
  sharePhone: boolean;
  shareAddress: boolean;
}

export type MemberPrivacyField = keyof MemberPrivacy;
export const MEMBER_PRIVACY_FIELDS: readonly MemberPrivacyField[] = ['listed', 'shareEmail', 'sharePhone', 'shareAddress'];

/** The contact details a member may share, and the choice that shares each. */
export const MEMBER_CONTACT_SHARING = { email: 'shareEmail', phone: 'sharePhone', address: 'shareAddress' } as const;
export type MemberContactField = keyof typeof MEMBER_CONTACT_SHARING;

/** A new record: listed, and no contact detail shared until the member opts in (privacy first). */
export const DEFAULT_MEMBER_PRIVACY: Readonly<MemberPrivacy> = Object.freeze({ listed: true, shareEmail: false, sharePhone: false, shareAddress: false });
