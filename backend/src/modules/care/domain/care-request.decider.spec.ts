import { deciderSpec } from '../../../testing/decider-spec.util';
import { careRecordDecider } from './care-record.decider';
import { careRequestDecider } from './care-request.decider';
import type { CareRequestEvent } from './care-request.events';

const id = 'c7d1e0b2-8f4d-4b6a-9c2e-1d5f7a9b3c41';
const spec = deciderSpec(careRequestDecider);
const opened: CareRequestEvent = {
  type: 'CareRequestOpened',
  data: {
    careRequestId: id,
    requestType: 'hospital-visit',
    urgency: 'high',
    memberId: 'm1',
    assignedTo: 'daniel',
    followUpOn: '2026-11-20',
    openedAt: '2026-11-18T09:00:00.000Z',
  },
};
const moved = (from: 'open' | 'in-progress' | 'resolved', to: 'open' | 'in-progress' | 'resolved'): CareRequestEvent => ({
  type: 'CareRequestStatusChanged',
  data: { careRequestId: id, from, to },
});
const due: CareRequestEvent = { type: 'CareFollowUpDue', data: { careRequestId: id, memberId: 'm1', assignedTo: 'daniel', followUpOn: '2026-11-20' } };

describe('a care request', () => {
  it('opens with its type, urgency, person, assignee and follow-up date', () => {
    spec
      .given([])
      .when(
        {
          type: 'OpenCareRequest',
          careRequestId: id,
          requestType: 'hospital-visit',
          urgency: 'high',
          memberId: 'm1',
          assignedTo: 'daniel',
          followUpOn: '2026-11-20',
        },
        { now: '2026-11-18T09:00:00.000Z' },
      )
      .then([opened]);
  });

  it('moves open → in progress → resolved, and a resolved one may be reopened', () => {
    spec
      .given([opened])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'in-progress' } })
      .then([moved('open', 'in-progress')]);
    spec
      .given([opened, moved('open', 'in-progress')])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'resolved' } })
      .then([moved('in-progress', 'resolved')]);
    spec
      .given([opened, moved('open', 'resolved')])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'open' } })
      .then([moved('resolved', 'open')]);
  });

  it('refuses a resolved request going back to in progress without being reopened', () => {
    spec
      .given([opened, moved('open', 'resolved')])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'in-progress' } })
      .thenThrows('VALIDATION_ERROR');
  });

  it('records only what changed, and nothing for a save without changes', () => {
    spec
      .given([opened])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'open', urgency: 'high', assignedTo: 'maria', followUpOn: null } })
      .then([
        { type: 'CareRequestAssigned', data: { careRequestId: id, memberId: 'm1', assignedTo: 'maria' } },
        { type: 'CareFollowUpScheduled', data: { careRequestId: id, followUpOn: null } },
      ]);
    spec
      .given([opened])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'open', assignedTo: 'daniel' } })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'UpdateCareRequest', careRequestId: id, changes: { status: 'open' } })
      .thenThrows('NOT_FOUND');
  });

  it('reminds its assignee once when the follow-up date has come', () => {
    spec.given([opened]).when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-19' }).thenNothing();
    spec.given([opened]).when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-20' }).then([due]);
    spec.given([opened, due]).when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-21' }).thenNothing();
    // Applied twice, the reminder is still one reminder.
    spec.given([opened, due, due]).when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-21' }).thenNothing();
  });

  it('reminds no one of a resolved or unassigned request, and again for a new date', () => {
    spec
      .given([opened, moved('open', 'resolved')])
      .when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-21' })
      .thenNothing();
    spec
      .given([opened, { type: 'CareRequestAssigned', data: { careRequestId: id, memberId: 'm1', assignedTo: null } }])
      .when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-21' })
      .thenNothing();
    spec
      .given([opened, due, { type: 'CareFollowUpScheduled', data: { careRequestId: id, followUpOn: '2026-11-25' } }])
      .when({ type: 'RemindCareFollowUp', careRequestId: id, today: '2026-11-25' })
      .then([{ type: 'CareFollowUpDue', data: { careRequestId: id, memberId: 'm1', assignedTo: 'daniel', followUpOn: '2026-11-25' } }]);
  });
});

describe('pastoral notes and the communications log', () => {
  const records = deciderSpec(careRecordDecider);

  it('writes a note once, sealed, by its author', () => {
    records
      .given([])
      .when({ type: 'WritePastoralNote', pastoralNoteId: 'n1', memberId: 'm1', careRequestId: null, sealed: 'v1.x' }, { actorId: 'daniel' })
      .then([
        {
          type: 'PastoralNoteWritten',
          data: { pastoralNoteId: 'n1', memberId: 'm1', careRequestId: null, sealed: 'v1.x', authorId: 'daniel', writtenAt: '2026-11-22T10:00:00.000Z' },
        },
      ]);
    const written = {
      type: 'PastoralNoteWritten' as const,
      data: { pastoralNoteId: 'n1', memberId: 'm1', careRequestId: null, sealed: 'v1.x', authorId: 'daniel', writtenAt: 'x' },
    };
    records
      .given([written])
      .when({ type: 'WritePastoralNote', pastoralNoteId: 'n1', memberId: 'm1', careRequestId: null, sealed: 'v1.y' })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('logs a communication when it happened (now, unless told)', () => {
    records
      .given([])
      .when(
        { type: 'LogCareCommunication', communicationId: 'k1', memberId: 'm1', kind: 'visit', sealedSummary: 'v1.s', occurredAt: null },
        { actorId: 'maria' },
      )
      .then([
        {
          type: 'CareCommunicationLogged',
          data: { communicationId: 'k1', memberId: 'm1', kind: 'visit', sealedSummary: 'v1.s', byId: 'maria', occurredAt: '2026-11-22T10:00:00.000Z' },
        },
      ]);
  });
});
