import type { Projection } from '../../../platform/projections/projection.type';

/** The names of gatherings and groups, as their events give them: what "why this score" calls the places behind a signal. */
export type EngagementNameDocument = { _id: string; name: string };

const NAMED: Readonly<Record<string, (data: Record<string, unknown>) => { id: unknown; name: unknown }>> = {
  GatheringScheduled: (data) => ({ id: data.gatheringId, name: data.name }),
  GroupCreated: (data) => ({ id: data.groupId, name: data.name }),
  GroupDetailsChanged: (data) => ({ id: data.groupId, name: (data.changes as Record<string, unknown> | undefined)?.name }),
};

function namedBy(type: string, data: Record<string, unknown>): { id: string; name: string } | null {
  const named = NAMED[type]?.(data);
  return named && typeof named.id === 'string' && typeof named.name === 'string' ? { id: named.id, name: named.name } : null;
}

export const engagementNamesProjection: Projection<EngagementNameDocument> = {
  name: 'engagement-names',
  collection: 'engagement-names',
  version: 1,
  canHandle: (event) => namedBy(event.type, event.data) !== null,
  documentId: (event) => namedBy(event.type, event.data)?.id ?? null,
  project(_document, event) {
    const named = namedBy(event.type, event.data);
    return named ? { _id: named.id, name: named.name } : null;
  },
};
