import type { CareRequestType, CareStatus, CareUrgency } from '@koinonia/contracts';

export type CareRequestOpened = {
  type: 'CareRequestOpened';
  data: {
    careRequestId: string;
    requestType: CareRequestType;
    urgency: CareUrgency;
    memberId: string;
    assignedTo: string | null;
    /** YYYY-MM-DD, or null. */
    followUpOn: string | null;
    openedAt: string;
  };
};
export type CareRequestStatusChanged = { type: 'CareRequestStatusChanged'; data: { careRequestId: string; from: CareStatus; to: CareStatus } };
export type CareRequestUrgencyChanged = { type: 'CareRequestUrgencyChanged'; data: { careRequestId: string; urgency: CareUrgency } };
/** Handed to someone (or to no one: null). */
export type CareRequestAssigned = { type: 'CareRequestAssigned'; data: { careRequestId: string; memberId: string; assignedTo: string | null } };
export type CareFollowUpScheduled = { type: 'CareFollowUpScheduled'; data: { careRequestId: string; followUpOn: string | null } };
/** The follow-up date came while the request was still open: its assignee is reminded (once per date). */
export type CareFollowUpDue = { type: 'CareFollowUpDue'; data: { careRequestId: string; memberId: string; assignedTo: string; followUpOn: string } };

export type CareRequestEvent =
  CareRequestOpened | CareRequestStatusChanged | CareRequestUrgencyChanged | CareRequestAssigned | CareFollowUpScheduled | CareFollowUpDue;
export const CARE_REQUEST_EVENT_TYPES: ReadonlySet<string> = new Set([
  'CareRequestOpened',
  'CareRequestStatusChanged',
  'CareRequestUrgencyChanged',
  'CareRequestAssigned',
  'CareFollowUpScheduled',
  'CareFollowUpDue',
]);

export const careRequestStream = (careRequestId: string) => `carerequest-${careRequestId}`;
