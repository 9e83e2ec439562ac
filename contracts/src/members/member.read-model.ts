import type { Page } from '../platform/page.read-model';
import type { MemberPrivacy, MemberPrivacyField } from './member-privacy.constant';
import type { MemberRole, MemberStatus, MembershipStep } from './member-roles.constant';

/**
 * One person as the directory shows them to the asker. A contact detail the member did not share
 * is absent when another member asks (see MemberPrivacy); an empty string means there is none.
 */
export interface MemberView {
  id: string;
  fullName: string;
  email?: string;
  phone?: string;
  address?: string;
  ministry: string;
  role: MemberRole;
  status: MemberStatus;
  /** "Member since" (YYYY-MM-DD): the day they joined, as the office entered it. */
  joinedAt: string;
  membershipStep: MembershipStep;
  /** YYYY-MM-DD or ''. Absent when another member asks: only the person and members.private.read see it. */
  birthDate?: string;
  /** YYYY-MM-DD or ''. */
  baptismDate: string;
  /** Under 18 by birth date (or, once households exist, by the child relationship): unlisted by default, contact details for staff only. */
  isChild: boolean;
  /** The photo's id when there is one: `GET /api/members/:id/photo?v=<photo>` (`&size=thumb` for the small one). */
  photo?: string;
  updatedAt: string;
  /** The stream revision this view reflects: send it back as If-Match to update. */
  revision: number;
  privacy: MemberPrivacy;
  /** Set on a record merged into another: the survivor, which now holds its history, attendance and groups. */
  mergedInto?: MergedRecordLink;
  /** Set on a survivor: the records merged into it, oldest first (each can be unmerged). */
  mergedFrom?: MergedRecordLink[];
}

/** The other side of a merge, and when it was made. */
export interface MergedRecordLink {
  id: string;
  fullName: string;
  /** ISO time of the merge. */
  mergedAt: string;
}

export type MemberPage = Page<MemberView>;

/** The fields of a member record a change may name (history, self-updates). */
export type MemberDetailField = 'fullName' | 'email' | 'phone' | 'address' | 'ministry' | 'role' | 'birthDate' | 'joinedOn' | 'membershipStep' | 'baptismDate';

export interface MemberFieldChange {
  field: MemberDetailField;
  from: string;
  to: string;
}

/** A privacy choice in a member's history: `from` and `to` are the choice before and after. */
export interface MemberPrivacyChange {
  field: MemberPrivacyField;
  from: boolean;
  to: boolean;
}

/** One line of a member's history: what happened, when, and by whom. */
export interface MemberHistoryEntry {
  revision: number;
  type:
    | 'registered'
    | 'updated'
    | 'archived'
    | 'restored'
    | 'privacy-changed'
    | 'photo-changed'
    | 'photo-removed'
    | 'merged'
    | 'unmerged'
    | 'merged-into'
    | 'unmerged-from'
    | 'self-update-requested'
    | 'self-update-declined';
  /** In English, for API clients; the interface words its own summary from the type and changes. */
  summary: string;
  /** Set on `registered` entries: the name the member was added under. */
  fullName?: string;
  occurredAt: string;
  actor: { id: string | null; name: string };
  changes: MemberFieldChange[];
  /** Set on `privacy-changed` entries. */
  privacyChanges?: MemberPrivacyChange[];
  /** Set on `merged`, `unmerged`, `merged-into` and `unmerged-from` entries: the record on the other side. */
  otherRecord?: { id: string; fullName: string };
  /** Set on a survivor's entries that come from a record merged into it: whose record they were recorded on. */
  fromRecord?: { id: string; fullName: string };
  /** The member changed their own record (`updated`, `photo-changed`, `photo-removed`, and the self-update entries). */
  bySelf?: boolean;
  /** Set on `self-update-declined` entries: why staff declined it. */
  reason?: string;
}
