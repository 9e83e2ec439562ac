import type { Projection } from '../../../platform/projections/projection.type';
import type { ChurchSettingsChanged } from '../domain/church.events';

export interface ChurchDocument {
  _id: string;
  [key: string]: unknown;
  name: string;
  timeZone: string;
  foundedAt: string;
}

/** The organisation itself: its name and time zone (as founded, or as an administrator changed it). */
export const churchProjection: Projection<ChurchDocument> = {
  name: 'church',
  collection: 'church',
  version: 1,
  canHandle: (event) =>
    event.type === 'ChurchFounded' || (event.type === 'ChurchSettingsChanged' && (event.data as ChurchSettingsChanged['data']).changes.timeZone !== undefined),
  documentId: (event) => (event.data as { churchId: string }).churchId,
  project(document, event) {
    if (event.type === 'ChurchSettingsChanged') {
      const zone = (event.data as ChurchSettingsChanged['data']).changes.timeZone;
      return document && zone ? { ...document, timeZone: zone } : document;
    }
    const data = event.data as { churchId: string; name: string; timeZone: string };
    return { _id: data.churchId, name: data.name, timeZone: data.timeZone, foundedAt: event.metadata.occurredAt };
  },
};
