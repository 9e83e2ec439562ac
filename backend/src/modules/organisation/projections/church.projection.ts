import type { Projection } from '../../../platform/projections/projection.type';

export interface ChurchDocument {
  _id: string;
  [key: string]: unknown;
  name: string;
  timeZone: string;
  foundedAt: string;
}

/** The organisation itself: its name and time zone. */
export const churchProjection: Projection<ChurchDocument> = {
  name: 'church',
  collection: 'church',
  version: 1,
  canHandle: (event) => event.type === 'ChurchFounded',
  documentId: (event) => (event.data as { churchId: string }).churchId,
  project(_document, event) {
    const data = event.data as { churchId: string; name: string; timeZone: string };
    return { _id: data.churchId, name: data.name, timeZone: data.timeZone, foundedAt: event.metadata.occurredAt };
  },
};
