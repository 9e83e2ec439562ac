import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import {
  GATHERING_EVENT_TYPES,
  gatheringsProjection,
  occurrencesProjection,
  REGISTER_EVENT_TYPES,
  type GatheringDocument,
  type OccurrenceDocument,
} from '../../attendance';

const PAGE = 5_000;

export type AttendanceAtCut = {
  gatherings: Map<string, GatheringDocument>;
  occurrences: Map<string, OccurrenceDocument>;
  count: number;
  position: bigint;
  latestAt: number | null;
};

/**
 * The registers as of an instant, replayed from the events through attendance's own projections, on
 * the same as-of rule as giving (event-cut.util.ts): the prefix of the attendance events up to the
 * first one recorded after the instant. A whole replay each time: registers are a few events a week,
 * and the replay stops at the cut.
 */
@Injectable()
export class AttendanceReplay {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async asOf(asOf: number): Promise<AttendanceAtCut> {
    const gatherings = new Map<string, GatheringDocument>();
    const occurrences = new Map<string, OccurrenceDocument>();
    let count = 0;
    let position = 0n;
    let latestAt: number | null = null;
    let after = 0n;
    for (;;) {
      const page = await this.store.readAll({ after, maxCount: PAGE });
      for (const event of page) {
        after = event.position;
        if (!GATHERING_EVENT_TYPES.has(event.type) && !REGISTER_EVENT_TYPES.has(event.type)) continue;
        const at = Date.parse(event.metadata.occurredAt);
        if (at > asOf) return { gatherings, occurrences, count, position, latestAt };
        if (GATHERING_EVENT_TYPES.has(event.type)) {
          const id = gatheringsProjection.documentId(event);
          const next = id === null ? null : gatheringsProjection.project(gatherings.get(id) ?? null, event);
          if (id !== null && next) gatherings.set(id, next);
        } else {
          const id = occurrencesProjection.documentId(event);
          const next = id === null ? null : occurrencesProjection.project(occurrences.get(id) ?? null, event);
          if (id !== null && next) occurrences.set(id, next);
        }
        count++;
        position = event.position;
        latestAt = Math.max(at, latestAt ?? at);
      }
      if (page.length < PAGE) return { gatherings, occurrences, count, position, latestAt };
    }
  }
}
