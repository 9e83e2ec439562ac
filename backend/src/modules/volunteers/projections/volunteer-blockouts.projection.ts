import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { VolunteerEvent } from '../domain/volunteer.events';

/** One blockout of one person. */
export type VolunteerBlockoutDocument = { _id: string; memberId: string; from: string; to: string; note: string };

const BLOCKOUT_EVENTS = new Set<VolunteerEvent['type']>(['VolunteerBlockoutAdded', 'VolunteerBlockoutRemoved']);

export const volunteerBlockoutsProjection: Projection<VolunteerBlockoutDocument> = {
  name: 'volunteers-blockouts',
  collection: 'volunteer-blockouts',
  version: 1,
  indexes: [{ spec: { memberId: 1, from: 1 } }],
  canHandle: (event: RecordedEvent) => BLOCKOUT_EVENTS.has(event.type as VolunteerEvent['type']),
  documentId: (event: RecordedEvent) => (event.data as { blockoutId?: string }).blockoutId ?? null,
  project(_document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as VolunteerEvent;
    if (event.type === 'VolunteerBlockoutAdded') {
      const { blockoutId, memberId, from, to, note } = event.data;
      return { _id: blockoutId, memberId, from, to, note };
    }
    return null;
  },
};
