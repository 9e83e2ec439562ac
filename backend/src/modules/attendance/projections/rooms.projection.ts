import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { RoomEvent } from '../domain/check-in.events';

export type RoomDocument = { _id: string; name: string; sortName: string };

/** The rooms children are checked in to: a short list the church keeps. */
export const roomsProjection: Projection<RoomDocument> = {
  name: 'attendance-rooms',
  collection: 'check-in-rooms',
  version: 1,
  indexes: [{ spec: { sortName: 1 } }],
  canHandle: (event: RecordedEvent) => event.type === 'RoomAdded',
  documentId: (event: RecordedEvent) => (event.data as { roomId?: string }).roomId ?? null,
  project(document, recorded) {
    if (document) return document;
    const event = { type: recorded.type, data: recorded.data } as RoomEvent;
    return { _id: event.data.roomId, name: event.data.name, sortName: event.data.name.toLowerCase() };
  },
};
