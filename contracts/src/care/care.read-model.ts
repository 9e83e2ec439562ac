import type { CareCommunicationKind, CareRequestType, CareStatus, CareUrgency } from './care-request.constant';

/** A care request (`GET /api/care-requests`). */
export interface CareRequestView {
  id: string;
  type: CareRequestType;
  urgency: CareUrgency;
  status: CareStatus;
  memberId: string;
  memberName: string;
  assignedTo: string | null;
  assigneeName: string | null;
  followUpOn: string | null;
  /** Not resolved, and its follow-up date has passed. */
  overdue: boolean;
  openedAt: string;
  updatedAt: string;
  revision: number;
}

export interface CareRequestList {
  items: CareRequestView[];
}

/** A confidential pastoral note, opened for a reader holding pastoral-notes.read (each read is in the security log). */
export interface PastoralNoteView {
  id: string;
  memberId: string;
  careRequestId: string | null;
  text: string;
  authorName: string;
  writtenAt: string;
}

export interface PastoralNoteList {
  items: PastoralNoteView[];
}

/** One entry of a person's communications log: who, when, what. */
export interface CareCommunicationView {
  id: string;
  memberId: string;
  memberName: string;
  kind: CareCommunicationKind;
  summary: string;
  byName: string;
  occurredAt: string;
}

export interface CareCommunicationList {
  items: CareCommunicationView[];
}

/** Someone a care request may be assigned to: a user who may read care requests. */
export interface CareAssigneeView {
  id: string;
  displayName: string;
}
