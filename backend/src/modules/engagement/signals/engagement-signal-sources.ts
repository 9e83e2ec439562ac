import type { EngagementPart } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { EngagementSignal } from '../domain/engagement-signal.type';

/**
 * Where signals come from: one entry per event type another context publishes. The event shapes
 * are read here by type name, as they are stored (the contexts' published facts), so engagement
 * imports none of their modules. Serving and giving join with one entry each (and, for a new
 * part, its rule in `ENGAGEMENT_PART_RULES`); the projection and the scores need no change.
 */
export interface EngagementSignalSource {
  eventType: string;
  part: EngagementPart;
  /** Whose signal it is; null when the event names no one. */
  memberOf(data: Record<string, unknown>): string | null;
  /** The facts it gives (none is allowed: a change that touches nothing a score reads). */
  toSignals(event: RecordedEvent): EngagementSignal[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const memberId = (data: Record<string, unknown>) => text(data.memberId);
/** The day an event was recorded, for facts that have no date of their own (a step changed, someone left a group). */
const recordedOn = (event: RecordedEvent) => event.metadata.occurredAt.slice(0, 10);

/** A step and a baptism from a member record's details (at registration, or the fields that changed). */
function memberRecordSignals(details: Record<string, unknown>, stepDate: string, event: RecordedEvent): EngagementSignal[] {
  const signals: EngagementSignal[] = [];
  const step = text(details.membershipStep);
  if (step) signals.push({ kind: 'step', date: stepDate, ref: null, value: step });
  if ('baptismDate' in details) {
    // A baptism date takes effect on its own day; one taken away, on the day that was recorded.
    const baptismDate = text(details.baptismDate);
    if (baptismDate || event.type !== 'MemberRegistered')
      signals.push({ kind: 'baptism', date: baptismDate ?? recordedOn(event), ref: null, value: baptismDate });
  }
  return signals;
}

export const ENGAGEMENT_SIGNAL_SOURCES: readonly EngagementSignalSource[] = [
  // attendance: one event per person present at one occurrence of a gathering.
  {
    eventType: 'AttendanceRecorded',
    part: 'attendance',
    memberOf: memberId,
    toSignals: ({ data }) => [{ kind: 'attended', date: String(data.date), ref: text(data.gatheringId), value: text(data.kind) }],
  },
  // groups: a meeting attended, a membership begun or ended.
  {
    eventType: 'GroupMeetingAttended',
    part: 'groups',
    memberOf: memberId,
    toSignals: ({ data }) => [{ kind: 'group-meeting', date: String(data.date), ref: text(data.groupId), value: text(data.meetingId) }],
  },
  {
    eventType: 'GroupJoinRequestApproved',
    part: 'groups',
    memberOf: memberId,
    toSignals: (event) => [{ kind: 'group-joined', date: text(event.data.joinedOn) ?? recordedOn(event), ref: text(event.data.groupId), value: null }],
  },
  {
    eventType: 'GroupMemberLeft',
    part: 'groups',
    memberOf: memberId,
    toSignals: (event) => [{ kind: 'group-left', date: recordedOn(event), ref: text(event.data.groupId), value: null }],
  },
  // leading a group: from the day someone became a leader until the day they stopped (or the group was archived).
  {
    eventType: 'GroupLeaderAdded',
    part: 'groups',
    memberOf: memberId,
    toSignals: (event) => [{ kind: 'group-led', date: text(event.data.on) ?? recordedOn(event), ref: text(event.data.groupId), value: null }],
  },
  {
    eventType: 'GroupLeaderRemoved',
    part: 'groups',
    memberOf: memberId,
    toSignals: (event) => [{ kind: 'group-lead-ended', date: text(event.data.on) ?? recordedOn(event), ref: text(event.data.groupId), value: null }],
  },
  // membership steps: the step (from "member since" at registration) and the baptism date.
  {
    eventType: 'MemberRegistered',
    part: 'steps',
    memberOf: memberId,
    toSignals: (event) => memberRecordSignals(event.data, text(event.data.joinedOn) ?? recordedOn(event), event),
  },
  {
    eventType: 'MemberDetailsChanged',
    part: 'steps',
    memberOf: memberId,
    toSignals: (event) => memberRecordSignals((event.data.changes ?? {}) as Record<string, unknown>, recordedOn(event), event),
  },
  // A merge may take the merged record's step or baptism date for the survivor; an unmerge gives the survivor's own back.
  {
    eventType: 'MemberMerged',
    part: 'steps',
    memberOf: memberId,
    toSignals: (event) => memberRecordSignals((event.data.changes ?? {}) as Record<string, unknown>, recordedOn(event), event),
  },
  {
    eventType: 'MemberUnmerged',
    part: 'steps',
    memberOf: memberId,
    toSignals: (event) => memberRecordSignals((event.data.restored ?? {}) as Record<string, unknown>, recordedOn(event), event),
  },
];

export const SIGNAL_SOURCE_BY_TYPE: ReadonlyMap<string, EngagementSignalSource> = new Map(
  ENGAGEMENT_SIGNAL_SOURCES.map((source) => [source.eventType, source]),
);
