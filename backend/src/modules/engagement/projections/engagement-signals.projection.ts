import type { EngagementPart } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { EngagementSignal, LoggedSignal } from '../domain/engagement-signal.type';
import { SIGNAL_SOURCE_BY_TYPE } from '../signals/engagement-signal-sources';

/**
 * The signal log: one document per event that gives a person a signal, appended as the events
 * arrive, with the event's global position and the day each fact takes effect. It is not a
 * score: a score on any day replays a person's log up to that day (`scoreOf`), so "as of" reads
 * the events, never a state kept for today.
 */
export type EngagementSignalDocument = {
  _id: string;
  memberId: string;
  part: EngagementPart;
  position: number;
  /** The latest day among its signals: the tab reads only the recent weeks by it. */
  date: string;
  /** A step, a baptism or a group membership: in effect until changed, so read whatever its age. */
  standing: boolean;
  signals: EngagementSignal[];
};

const STANDING_KINDS: ReadonlySet<string> = new Set(['step', 'baptism', 'group-joined', 'group-left', 'group-led', 'group-lead-ended']);

function memberOf(event: RecordedEvent): string | null {
  return SIGNAL_SOURCE_BY_TYPE.get(event.type)?.memberOf(event.data) ?? null;
}

export const engagementSignalsProjection: Projection<EngagementSignalDocument> = {
  name: 'engagement-signals',
  collection: 'engagement-signals',
  // 2: a merge's and an unmerge's step and baptism (MemberMerged, MemberUnmerged).
  version: 2,
  indexes: [{ spec: { memberId: 1 } }, { spec: { date: 1 } }, { spec: { standing: 1 } }],
  canHandle: (event) => memberOf(event) !== null,
  // The event's own id: the same event applied twice lands on the same document.
  documentId: (event) => (memberOf(event) === null ? null : event.id),
  project(document, event) {
    if (document) return document;
    const source = SIGNAL_SOURCE_BY_TYPE.get(event.type);
    const memberId = memberOf(event);
    const signals = source?.toSignals(event) ?? [];
    if (!source || !memberId || signals.length === 0) return null;
    return {
      _id: event.id,
      memberId,
      part: source.part,
      position: Number(event.position),
      date: signals.reduce((latest, signal) => (signal.date > latest ? signal.date : latest), signals[0].date),
      standing: signals.some((signal) => STANDING_KINDS.has(signal.kind)),
      signals,
    };
  },
};

/** A log's documents as the formula reads them: one signal each, with its part and position. */
export function loggedSignalsOf(documents: readonly EngagementSignalDocument[]): LoggedSignal[] {
  return documents.flatMap((document) => document.signals.map((signal) => ({ ...signal, part: document.part, position: document.position })));
}
