import type { BroadcastAudience } from '@koinonia/contracts';
import { deciderSpec } from '../../../../testing/decider-spec.util';
import { emailBroadcastDecider } from './email-broadcast.decider';
import type { EmailBroadcastEvent } from './email-broadcast.events';
import { emailSubscriptionDecider } from './email-subscription.decider';

const spec = deciderSpec(emailBroadcastDecider);
const broadcastId = 'b-1';
const audience: BroadcastAudience = { kind: 'everyone' };
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T09:00:00.000Z';
const ruth = { memberId: 'm-1', name: 'Ruth Moabite', email: 'ruth@example.org' };
const boaz = { memberId: 'm-2', name: 'Boaz', email: 'boaz@example.org' };

const created = (sendAt = now): EmailBroadcastEvent => ({
  type: 'EmailBroadcastCreated',
  data: { broadcastId, subject: 'Hi', text: 'Hello {firstName}', audience, sendAt, eventTitle: '' },
});
const started: EmailBroadcastEvent = { type: 'EmailBroadcastStarted', data: { broadcastId } };
const queued: EmailBroadcastEvent = { type: 'EmailBroadcastRecipientsQueued', data: { broadcastId, recipients: [ruth, boaz] } };
const listed: EmailBroadcastEvent = { type: 'EmailBroadcastRecipientsListed', data: { broadcastId, total: 2, withoutEmail: 1, unsubscribed: 0 } };
const ruthSent: EmailBroadcastEvent = {
  type: 'EmailBroadcastDeliveriesRecorded',
  data: { broadcastId, results: [{ memberId: 'm-1', outcome: 'sent', at: now }] },
};

describe('email broadcast decider', () => {
  it('starts at once when sent now', () => {
    spec
      .given([])
      .when({ type: 'CreateEmailBroadcast', broadcastId, subject: 'Hi', text: 'Hello {firstName}', audience, sendAt: null, eventTitle: '' })
      .then([created(), started]);
  });

  it('waits when scheduled for later, and starts when its time comes, once', () => {
    spec
      .given([])
      .when({ type: 'CreateEmailBroadcast', broadcastId, subject: 'Hi', text: 'Hello {firstName}', audience, sendAt: later, eventTitle: '' })
      .then([created(later)]);
    spec
      .given([created(later)])
      .when({ type: 'StartEmailBroadcast', broadcastId })
      .then([started]);
    spec
      .given([created(later), started])
      .when({ type: 'StartEmailBroadcast', broadcastId })
      .thenNothing();
  });

  it('queues each recipient once', () => {
    spec
      .given([created(), started, queued])
      .when({ type: 'QueueRecipients', broadcastId, recipients: [boaz, { memberId: 'm-3', name: 'Naomi', email: 'naomi@example.org' }] })
      .then([{ type: 'EmailBroadcastRecipientsQueued', data: { broadcastId, recipients: [{ memberId: 'm-3', name: 'Naomi', email: 'naomi@example.org' }] } }]);
  });

  it('records an outcome once per recipient, and finishes when everyone has one', () => {
    spec
      .given([created(), started, queued, listed, ruthSent])
      .when({ type: 'RecordDeliveries', broadcastId, results: [{ memberId: 'm-1', outcome: 'sent', at: now }] })
      .thenNothing();
    spec
      .given([created(), started, queued, listed, ruthSent])
      .when({ type: 'RecordDeliveries', broadcastId, results: [{ memberId: 'm-2', outcome: 'failed', at: now, reason: '550 No such user' }] })
      .then([
        {
          type: 'EmailBroadcastDeliveriesRecorded',
          data: { broadcastId, results: [{ memberId: 'm-2', outcome: 'failed', at: now, reason: '550 No such user' }] },
        },
        { type: 'EmailBroadcastFinished', data: { broadcastId, sent: 1, failed: 1 } },
      ]);
  });

  it('does not finish before the list of recipients is complete', () => {
    spec
      .given([created(), started, queued, ruthSent])
      .when({ type: 'RecordDeliveries', broadcastId, results: [{ memberId: 'm-2', outcome: 'sent', at: now }] })
      .then([{ type: 'EmailBroadcastDeliveriesRecorded', data: { broadcastId, results: [{ memberId: 'm-2', outcome: 'sent', at: now }] } }]);
  });

  it('finishes at once an audience with no one to send to', () => {
    spec
      .given([created(), started])
      .when({ type: 'ListRecipients', broadcastId, withoutEmail: 3, unsubscribed: 1 })
      .then([
        { type: 'EmailBroadcastRecipientsListed', data: { broadcastId, total: 0, withoutEmail: 3, unsubscribed: 1 } },
        { type: 'EmailBroadcastFinished', data: { broadcastId, sent: 0, failed: 0 } },
      ]);
  });

  it('refuses to start a broadcast that does not exist', () => {
    spec.given([]).when({ type: 'StartEmailBroadcast', broadcastId }).thenThrows('NOT_FOUND');
  });
});

describe('email subscription decider', () => {
  const unsubscribe = deciderSpec(emailSubscriptionDecider);
  it('records an unsubscribe once', () => {
    unsubscribe
      .given([])
      .when({ type: 'UnsubscribeFromEmail', memberId: 'm-1' })
      .then([{ type: 'EmailUnsubscribed', data: { memberId: 'm-1' } }]);
    unsubscribe
      .given([{ type: 'EmailUnsubscribed', data: { memberId: 'm-1' } }])
      .when({ type: 'UnsubscribeFromEmail', memberId: 'm-1' })
      .thenNothing();
  });
});
