import { deciderSpec } from '../../../../testing/decider-spec.util';
import { smsConsentDecider } from './sms-consent.decider';
import { smsKeywordOf } from './sms-keywords';
import { firstNameOf, mergeSmsTemplate, outsideQuietHours } from './sms-schedule';
import { smsSendDecider } from './sms-send.decider';
import type { SmsSendEvent } from './sms.events';

const phone = '+16305551273';

describe('SMS consent', () => {
  const spec = deciderSpec(smsConsentDecider);
  const given = { type: 'SmsConsentGiven' as const, data: { phone, memberId: 'm-1', source: 'paper-form' as const } };

  it('records consent given by staff with its source, and nothing when it is given again', () => {
    spec.given([]).when({ type: 'GiveSmsConsent', phone, memberId: 'm-1', source: 'paper-form' }).then([given]);
    spec.given([given]).when({ type: 'GiveSmsConsent', phone, memberId: 'm-1', source: 'verbal' }).thenNothing();
  });

  it('records a STOP with its keyword, and START opts back in', () => {
    const stopped = { type: 'SmsConsentWithdrawn' as const, data: { phone, memberId: null, source: 'keyword' as const, keyword: 'QUIT' } };
    spec.given([given]).when({ type: 'WithdrawSmsConsent', phone, memberId: null, source: 'keyword', keyword: 'QUIT' }).then([stopped]);
    spec.given([given, stopped]).when({ type: 'WithdrawSmsConsent', phone, memberId: null, source: 'keyword', keyword: 'STOP' }).thenNothing();
    spec
      .given([given, stopped])
      .when({ type: 'GiveSmsConsent', phone, memberId: null, source: 'keyword' })
      .then([{ type: 'SmsConsentGiven', data: { phone, memberId: null, source: 'keyword' } }]);
  });
});

describe('SMS keywords', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE', 'end', 'Quit!'])('opts out on %p', (body) => {
    expect(smsKeywordOf(body)?.keyword).toBe('stop');
  });

  it('opts in on START and answers HELP', () => {
    expect(smsKeywordOf('start')).toEqual({ keyword: 'start', word: 'START' });
    expect(smsKeywordOf('Help?')).toEqual({ keyword: 'help', word: 'HELP' });
  });

  it('takes a sentence that merely contains a keyword as no keyword', () => {
    expect(smsKeywordOf("please don't stop")).toBeNull();
    expect(smsKeywordOf('See you at the end')).toBeNull();
    expect(smsKeywordOf('')).toBeNull();
  });
});

describe('SMS templates and quiet hours', () => {
  it('merges {firstName} and {eventTitle}, leaving unknown fields as written', () => {
    expect(mergeSmsTemplate('Hi {firstName}, see you at {eventTitle}! {other}', { firstName: 'Grace', eventTitle: 'Picnic' })).toBe(
      'Hi Grace, see you at Picnic! {other}',
    );
    expect(firstNameOf('  Grace  Hopper ')).toBe('Grace');
  });

  it('sends at once in the day and moves a message due at night to 08:00 in the church time zone', () => {
    const zone = 'America/Chicago';
    expect(outsideQuietHours(new Date('2026-11-27T18:30:00Z'), zone).toISOString()).toBe('2026-11-27T18:30:00.000Z'); // 12:30
    expect(outsideQuietHours(new Date('2026-11-28T03:10:00Z'), zone).toISOString()).toBe('2026-11-28T14:00:00.000Z'); // 21:10 → 08:00
    expect(outsideQuietHours(new Date('2026-11-28T12:59:30Z'), zone).toISOString()).toBe('2026-11-28T14:00:00.000Z'); // 06:59 → 08:00
    expect(outsideQuietHours(new Date('2026-11-28T14:00:00Z'), zone).toISOString()).toBe('2026-11-28T14:00:00.000Z');
  });
});

describe('an SMS send', () => {
  const spec = deciderSpec(smsSendDecider);
  const sendId = 's-1';
  const recipients = [
    { memberId: 'a', name: 'Ann', phone, body: 'Hi Ann' },
    { memberId: 'b', name: 'Ben', phone: '+16305551274', body: 'Hi Ben' },
  ];
  const scheduled: SmsSendEvent = {
    type: 'SmsSendScheduled',
    data: {
      sendId,
      origin: 'compose',
      body: 'Hi {firstName}',
      audience: { kind: 'everyone', value: null, label: '' },
      scheduledFor: '2026-11-22T10:00:00.000Z',
      encoding: 'GSM-7',
      segments: 1,
      recipients,
    },
  };
  const started: SmsSendEvent = { type: 'SmsSendStarted', data: { sendId } };
  const sentA = { memberId: 'a', status: 'sent' as const, providerId: 'SM1', reason: null, detail: null };
  const processed: SmsSendEvent = { type: 'SmsRecipientsProcessed', data: { sendId, attempts: [sentA] } };

  it('records attempts once, even when a batch is retried', () => {
    spec
      .given([scheduled, started])
      .when({ type: 'RecordSmsAttempts', sendId, attempts: [sentA] })
      .then([processed]);
    spec
      .given([scheduled, started, processed])
      .when({ type: 'RecordSmsAttempts', sendId, attempts: [sentA] })
      .thenNothing();
  });

  it('completes only when no recipient is queued', () => {
    spec.given([scheduled, started, processed]).when({ type: 'CompleteSmsSend', sendId }).thenNothing();
    const failedB = { memberId: 'b', status: 'failed' as const, providerId: null, reason: 'provider-refused' as const, detail: '21211' };
    spec
      .given([scheduled, started, processed, { type: 'SmsRecipientsProcessed', data: { sendId, attempts: [failedB] } }])
      .when({ type: 'CompleteSmsSend', sendId })
      .then([{ type: 'SmsSendCompleted', data: { sendId } }]);
  });

  it('takes a delivery receipt once, and ignores a late failure after delivery', () => {
    const delivered: SmsSendEvent = { type: 'SmsDeliveryReported', data: { sendId, memberId: 'a', status: 'delivered', reason: null, detail: null } };
    spec
      .given([scheduled, started, processed])
      .when({ type: 'ReportSmsDelivery', sendId, memberId: 'a', status: 'delivered', reason: null, detail: null })
      .then([delivered]);
    spec
      .given([scheduled, started, processed, delivered])
      .when({ type: 'ReportSmsDelivery', sendId, memberId: 'a', status: 'failed', reason: 'undelivered', detail: '30003' })
      .thenNothing();
  });

  it('is cancelled only before it starts', () => {
    spec
      .given([scheduled])
      .when({ type: 'CancelSmsSend', sendId })
      .then([{ type: 'SmsSendCancelled', data: { sendId } }]);
    spec.given([scheduled, started]).when({ type: 'CancelSmsSend', sendId }).thenThrows('CONCURRENCY_CONFLICT');
  });
});
