import type { EngagementEvidenceKind, EngagementPart } from '@koinonia/contracts';

/**
 * One fact about a person that a score counts, taken from one event: what (`kind`), the day it
 * takes effect (an attendance's date, a baptism's date, the day a step was recorded), and where
 * (`ref`: a gathering's or group's id; `value`: a gathering's kind, a step, a baptism date).
 */
export interface EngagementSignal {
  kind: EngagementEvidenceKind;
  date: string;
  ref: string | null;
  value: string | null;
}

/** A signal as the log keeps it: with its part and the global position of its event (the order among signals of one day). */
export interface LoggedSignal extends EngagementSignal {
  part: EngagementPart;
  position: number;
}
