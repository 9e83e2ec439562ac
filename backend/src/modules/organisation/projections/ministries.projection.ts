import type { Projection } from '../../../platform/projections/projection.type';

export interface MinistryDocument {
  _id: string;
  [key: string]: unknown;
  name: string;
  description: string;
  churchId: string;
}

/** The ministries a member can be placed in. */
export const ministriesProjection: Projection<MinistryDocument> = {
  name: 'ministries',
  collection: 'ministries',
  version: 1,
  indexes: [{ spec: { name: 1 } }],
  canHandle: (event) => event.type === 'MinistryAdded',
  documentId: (event) => (event.data as { ministryId: string }).ministryId,
  project(_document, event) {
    const data = event.data as { churchId: string; ministryId: string; name: string; description: string };
    return { _id: data.ministryId, name: data.name, description: data.description, churchId: data.churchId };
  },
};
