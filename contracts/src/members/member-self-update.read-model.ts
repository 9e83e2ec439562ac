import type { MemberFieldChange } from './member.read-model';

/**
 * A change a member made to their own record: `applied` at once, or (when the church asks for
 * approval) `pending` until staff approve or decline it; `withdrawn` when a newer request replaced it.
 */
export type SelfUpdateStatus = 'applied' | 'pending' | 'approved' | 'declined' | 'withdrawn';

/** `GET /api/members/self-updates` (staff) and `GET /api/members/me/self-updates` (the member's own). */
export interface MemberSelfUpdateView {
  id: string;
  memberId: string;
  memberName: string;
  status: SelfUpdateStatus;
  /** The fields named, with the value before the member's change and the one they asked for. */
  changes: MemberFieldChange[];
  /** The member changed their photo (applied at once: see docs/architecture.md). */
  photoChanged: boolean;
  requestedAt: string;
  /** When staff approved or declined it (absent while pending, and for an applied change). */
  decidedAt?: string;
  /** Set on a declined request. */
  reason?: string;
}

/** `PUT /api/members/me/details`: the command's answer, and whether the change waits for staff. */
export interface SelfUpdateResult {
  id: string;
  position: string;
  revision: number;
  status: 'applied' | 'pending' | 'unchanged';
}
