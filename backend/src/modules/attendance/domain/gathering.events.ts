import type { GatheringKind, GatheringRepeat } from '@koinonia/contracts';

export type GatheringScheduled = {
  type: 'GatheringScheduled';
  data: { gatheringId: string; name: string; kind: GatheringKind; startsAt: string; repeat: GatheringRepeat; rrule: string | null };
};

/**
 * One person present at one occurrence. One event per person, not one per recording with a list of
 * ids: projections touch one document per event (a person's history, an engagement score), the
 * register's "counted once" is per person, and each event carries all an engagement projection
 * needs on its own (who, which gathering and kind, which date). `recordingId` ties the people of
 * one recording together; 2,000 people are still one append.
 */
export type AttendanceRecorded = {
  type: 'AttendanceRecorded';
  data: { gatheringId: string; kind: GatheringKind; date: string; memberId: string; recordingId: string };
};

/** An anonymous count for an occurrence (visitors, a crowd); a new count replaces the last. */
export type HeadcountRecorded = {
  type: 'HeadcountRecorded';
  data: { gatheringId: string; kind: GatheringKind; date: string; count: number };
};

export type GatheringEvent = GatheringScheduled;
export type RegisterEvent = AttendanceRecorded | HeadcountRecorded;

export const GATHERING_EVENT_TYPES: ReadonlySet<string> = new Set(['GatheringScheduled']);
export const REGISTER_EVENT_TYPES: ReadonlySet<string> = new Set(['AttendanceRecorded', 'HeadcountRecorded']);

export const gatheringStream = (gatheringId: string) => `gathering-${gatheringId}`;
/** One register per occurrence: short streams, whatever the gathering's age. */
export const registerStream = (gatheringId: string, date: string) => `gatheringregister-${gatheringId}_${date}`;
