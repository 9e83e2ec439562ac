import type { Page } from '../platform/page.read-model';
import type { HouseholdRelationship, HouseholdStatus } from './household.constant';

/**
 * One person of a household as the asker may see them: a reader outside the household sees only
 * who the directory would show them, and only the contact details the person shares (a child's, never).
 */
export interface HouseholdMemberView {
  memberId: string;
  fullName: string;
  relationship: HouseholdRelationship;
  email?: string;
  phone?: string;
}

/** A household (family): its name, its shared address and its people. */
export interface HouseholdView {
  id: string;
  name: string;
  /** Absent when the asker may not see it (outside the household, and none of its people shares their address). */
  address?: string;
  status: HouseholdStatus;
  /** Set when this household was merged into another: where its people went. */
  mergedInto?: string;
  members: HouseholdMemberView[];
  createdAt: string;
  updatedAt: string;
  /** The stream revision this view reflects: send it back as If-Match to change it. */
  revision: number;
}

export type HouseholdPage = Page<HouseholdView>;

/** `GET /api/members/:id/household`: the household a member belongs to, if any. */
export interface MemberHouseholdView {
  household: HouseholdView | null;
}

/** Why two records may be the same person. */
export type DuplicateReason = 'same-email' | 'same-phone' | 'similar-name';

/** Two member records that may be one person, with the reasons; `sameHousehold` flags sharing within a family (a shared email or phone is allowed). */
export interface DuplicatePair {
  first: { id: string; fullName: string; email: string; phone: string };
  second: { id: string; fullName: string; email: string; phone: string };
  reasons: DuplicateReason[];
  sameHousehold: boolean;
}

export type DuplicatePairPage = Page<DuplicatePair>;
