import { recorded } from '../../../testing/decider-spec.util';
import type { CareRecordEvent } from '../domain/care-record.events';
import type { CareRequestEvent } from '../domain/care-request.events';
import { careCommunicationsProjection, pastoralNotesProjection } from './care-records.projection';
import { careRequestsProjection, type CareRequestDocument } from './care-requests.projection';

const id = 'c7d1e0b2-8f4d-4b6a-9c2e-1d5f7a9b3c41';
const events: CareRequestEvent[] = [
  {
    type: 'CareRequestOpened',
    data: {
      careRequestId: id,
      requestType: 'meal',
      urgency: 'normal',
      memberId: 'm1',
      assignedTo: null,
      followUpOn: null,
      openedAt: '2026-11-18T09:00:00.000Z',
    },
  },
  { type: 'CareRequestAssigned', data: { careRequestId: id, memberId: 'm1', assignedTo: 'maria' } },
  { type: 'CareFollowUpScheduled', data: { careRequestId: id, followUpOn: '2026-11-20' } },
  { type: 'CareRequestStatusChanged', data: { careRequestId: id, from: 'open', to: 'in-progress' } },
  { type: 'CareFollowUpDue', data: { careRequestId: id, memberId: 'm1', assignedTo: 'maria', followUpOn: '2026-11-20' } },
];
const stored = events.map((event, i) => recorded(event, `carerequest-${id}`, i, `2026-11-2${i}T10:00:00.000Z`));
const replay = (list = stored) => list.reduce<CareRequestDocument | null>((document, event) => careRequestsProjection.project(document, event), null);

describe('the care requests projection', () => {
  it('keeps the request as it stands', () => {
    expect(replay()).toEqual({
      _id: id,
      requestType: 'meal',
      urgency: 'normal',
      status: 'in-progress',
      memberId: 'm1',
      assignedTo: 'maria',
      followUpOn: '2026-11-20',
      remindedFor: '2026-11-20',
      openedAt: '2026-11-18T09:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
      revision: 4,
    });
  });

  it('gives the same document when an event is applied twice', () => {
    expect(replay(stored.flatMap((event) => [event, event]))).toEqual(replay());
  });

  it('makes nothing of an update without its opening (started mid-stream)', () => {
    expect(careRequestsProjection.project(null, stored[2])).toBeNull();
  });
});

describe('the notes and communications projections', () => {
  it('keep the text sealed, once, whatever the replays', () => {
    const note: CareRecordEvent = {
      type: 'PastoralNoteWritten',
      data: { pastoralNoteId: 'n1', memberId: 'm1', careRequestId: id, sealed: 'v1.x', authorId: 'daniel', writtenAt: '2026-11-22T10:00:00.000Z' },
    };
    const stored = recorded(note, 'pastoralnote-n1', 0);
    const once = pastoralNotesProjection.project(null, stored);
    expect(once).toEqual({ _id: 'n1', memberId: 'm1', careRequestId: id, sealed: 'v1.x', authorId: 'daniel', writtenAt: '2026-11-22T10:00:00.000Z' });
    expect(pastoralNotesProjection.project(once, stored)).toEqual(once);
    const call: CareRecordEvent = {
      type: 'CareCommunicationLogged',
      data: { communicationId: 'k1', memberId: 'm1', kind: 'call', sealedSummary: 'v1.s', byId: 'maria', occurredAt: '2026-11-22T10:00:00.000Z' },
    };
    const logged = careCommunicationsProjection.project(null, recorded(call, 'carecommunication-k1', 0));
    expect(logged).toMatchObject({ _id: 'k1', kind: 'call', sealedSummary: 'v1.s' });
    expect(careCommunicationsProjection.project(logged, recorded(call, 'carecommunication-k1', 0))).toEqual(logged);
  });
});
