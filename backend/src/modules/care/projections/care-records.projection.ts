import type { CareCommunicationKind } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { CareRecordEvent } from '../domain/care-record.events';

/** A pastoral note, its text still sealed. */
export type PastoralNoteDocument = {
  _id: string;
  memberId: string;
  careRequestId: string | null;
  sealed: string;
  authorId: string | null;
  writtenAt: string;
};

/** A communications log entry, its summary still sealed. */
export type CareCommunicationDocument = {
  _id: string;
  memberId: string;
  kind: CareCommunicationKind;
  sealedSummary: string;
  byId: string | null;
  occurredAt: string;
};

// Written once, never changed: applying the event again writes the same document.
export const pastoralNotesProjection: Projection<PastoralNoteDocument> = {
  name: 'pastoral-notes',
  collection: 'pastoral-notes',
  version: 1,
  indexes: [{ spec: { memberId: 1, writtenAt: -1 } }, { spec: { careRequestId: 1 } }],
  canHandle: (event: RecordedEvent) => event.type === 'PastoralNoteWritten',
  documentId: (event: RecordedEvent) => (event.data as { pastoralNoteId?: string }).pastoralNoteId ?? null,
  project(document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as CareRecordEvent;
    if (event.type !== 'PastoralNoteWritten') return document;
    const { pastoralNoteId, ...rest } = event.data;
    return { _id: pastoralNoteId, ...rest };
  },
};

export const careCommunicationsProjection: Projection<CareCommunicationDocument> = {
  name: 'care-communications',
  collection: 'care-communications',
  version: 1,
  indexes: [{ spec: { memberId: 1, occurredAt: -1 } }, { spec: { occurredAt: -1 } }],
  canHandle: (event: RecordedEvent) => event.type === 'CareCommunicationLogged',
  documentId: (event: RecordedEvent) => (event.data as { communicationId?: string }).communicationId ?? null,
  project(document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as CareRecordEvent;
    if (event.type !== 'CareCommunicationLogged') return document;
    const { communicationId, ...rest } = event.data;
    return { _id: communicationId, ...rest };
  },
};
