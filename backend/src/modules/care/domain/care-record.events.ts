import type { CareCommunicationKind } from '@koinonia/contracts';

/** A confidential note on a person (and perhaps one of their care requests): its text sealed. */
export type PastoralNoteWritten = {
  type: 'PastoralNoteWritten';
  data: { pastoralNoteId: string; memberId: string; careRequestId: string | null; sealed: string; authorId: string | null; writtenAt: string };
};
/** A call, visit, email, letter or note logged against a person: its summary sealed. */
export type CareCommunicationLogged = {
  type: 'CareCommunicationLogged';
  data: { communicationId: string; memberId: string; kind: CareCommunicationKind; sealedSummary: string; byId: string | null; occurredAt: string };
};

export type CareRecordEvent = PastoralNoteWritten | CareCommunicationLogged;

export const pastoralNoteStream = (pastoralNoteId: string) => `pastoralnote-${pastoralNoteId}`;
export const careCommunicationStream = (communicationId: string) => `carecommunication-${communicationId}`;
