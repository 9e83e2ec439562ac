import type { Money } from '@koinonia/contracts';
import { deciderSpec } from '../../../../testing/decider-spec.util';
import { dueOnOrAfter, nextChargeDate } from './charge-dates.util';
import { giverDecider } from './giver.decider';
import { onlineGiftDecider } from './online-gift.decider';
import { onlinePaymentDecider, remainderOf } from './online-payment.decider';
import type { OnlineGiftStarted, RecurringGiftScheduled } from './online-giving.events';
import { recurringGiftDecider } from './recurring-gift.decider';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const giftId = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const memberId = '4e5f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const recurringGiftId = '5f6a6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const started: OnlineGiftStarted = {
  type: 'OnlineGiftStarted',
  data: { giftId, fundId: 'f', amount: usd(2500), donorMemberId: memberId, visitor: null, recurringGiftId: null, checkoutSessionId: 'cs_1' },
};
const confirm = { type: 'ConfirmOnlineGift', giftId, paymentIntentId: 'pi_1', eventId: 'evt_1', donationId: 'd' } as const;

describe('online gift decider', () => {
  const spec = deciderSpec(onlineGiftDecider);

  it('confirms a started gift once: a replayed webhook, the same event or another for the payment, confirms nothing more', () => {
    spec
      .given([started])
      .when(confirm)
      .then([{ type: 'OnlineGiftSucceeded', data: { giftId, paymentIntentId: 'pi_1', eventId: 'evt_1', donationId: 'd' } }]);
    const succeeded = { type: 'OnlineGiftSucceeded', data: { giftId, paymentIntentId: 'pi_1', eventId: 'evt_1', donationId: 'd' } } as const;
    spec.given([started, succeeded]).when(confirm).thenNothing();
    spec
      .given([started, succeeded])
      .when({ ...confirm, eventId: 'evt_2' })
      .thenNothing();
  });

  it('records a decline once, never over a confirmed gift; a gift never started is NOT_FOUND', () => {
    const fail = { type: 'FailOnlineGift', giftId, paymentIntentId: 'pi_1', eventId: 'evt_3', declineCode: 'card_declined' } as const;
    const failed = { type: 'OnlineGiftFailed', data: { giftId, paymentIntentId: 'pi_1', eventId: 'evt_3', declineCode: 'card_declined' } } as const;
    spec.given([started]).when(fail).then([failed]);
    spec.given([started, failed]).when(fail).thenNothing();
    spec
      .given([started, { type: 'OnlineGiftSucceeded', data: { giftId, paymentIntentId: 'pi_1', eventId: 'evt_1', donationId: 'd' } }])
      .when(fail)
      .thenNothing();
    spec.given([]).when(fail).thenThrows('NOT_FOUND');
  });
});

describe('giver decider', () => {
  const spec = deciderSpec(giverDecider);
  const card = { methodId: 'm1', providerMethodId: 'pm_1', kind: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;

  it('keeps one customer, and each provider method once however often its webhook comes', () => {
    const registered = { type: 'GiverCustomerRegistered', data: { memberId, customerId: 'cus_1' } } as const;
    spec.given([registered]).when({ type: 'RegisterGiverCustomer', memberId, customerId: 'cus_2' }).thenNothing();
    spec
      .given([registered])
      .when({ type: 'SavePaymentMethod', memberId, method: card })
      .then([{ type: 'PaymentMethodSaved', data: { ...card, memberId } }]);
    spec
      .given([registered, { type: 'PaymentMethodSaved', data: { ...card, memberId } }])
      .when({ type: 'SavePaymentMethod', memberId, method: { ...card, methodId: 'm2' } })
      .thenNothing();
    spec.given([registered]).when({ type: 'RemovePaymentMethod', memberId, methodId: 'm1' }).thenThrows('NOT_FOUND');
  });
});

describe('recurring gift decider', () => {
  const spec = deciderSpec(recurringGiftDecider);
  const scheduled: RecurringGiftScheduled = {
    type: 'RecurringGiftScheduled',
    data: { recurringGiftId, memberId, fundId: 'f', amount: usd(1500), frequency: 'monthly', methodId: 'm1', anchorDay: 31, nextChargeOn: '2026-01-31' },
  };

  it('charges the due date once and moves to the next; nothing before it is due', () => {
    spec
      .given([scheduled])
      .when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-01-31' })
      .then([{ type: 'RecurringGiftCharged', data: { recurringGiftId, giftId, chargedOn: '2026-01-31', nextChargeOn: '2026-02-28' } }]);
    spec.given([scheduled]).when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-01-30' }).thenNothing();
    const charged = { type: 'RecurringGiftCharged', data: { recurringGiftId, giftId, chargedOn: '2026-01-31', nextChargeOn: '2026-02-28' } } as const;
    spec.given([scheduled, charged]).when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-01-31' }).thenNothing();
  });

  it('charges a missed run once, at the latest due date, never the backlog', () => {
    spec
      .given([scheduled])
      .when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-04-02' })
      .then([{ type: 'RecurringGiftCharged', data: { recurringGiftId, giftId, chargedOn: '2026-03-31', nextChargeOn: '2026-04-30' } }]);
  });

  it('does not charge while paused; resumes from the next due date after the pause; cancelled, never again', () => {
    const paused = { type: 'RecurringGiftPaused', data: { recurringGiftId } } as const;
    spec.given([scheduled, paused]).when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-02-01' }).thenNothing();
    spec
      .given([scheduled, paused])
      .when({ type: 'ResumeRecurringGift', recurringGiftId, today: '2026-03-15' })
      .then([{ type: 'RecurringGiftResumed', data: { recurringGiftId, nextChargeOn: '2026-03-31' } }]);
    const cancelled = { type: 'RecurringGiftCancelled', data: { recurringGiftId } } as const;
    spec.given([scheduled, cancelled]).when({ type: 'ChargeRecurringGift', recurringGiftId, giftId, today: '2026-03-31' }).thenNothing();
    spec.given([scheduled, cancelled]).when({ type: 'CancelRecurringGift', recurringGiftId }).thenNothing();
  });
});

describe('charge dates', () => {
  it('a week on; the anchor day next month, or that month’s last day when shorter', () => {
    expect(nextChargeDate('2026-12-29', 'weekly', 29)).toBe('2027-01-05');
    expect(nextChargeDate('2026-01-31', 'monthly', 31)).toBe('2026-02-28');
    expect(nextChargeDate('2026-02-28', 'monthly', 31)).toBe('2026-03-31');
    expect(nextChargeDate('2026-12-15', 'monthly', 15)).toBe('2027-01-15');
    expect(dueOnOrAfter('2026-01-01', 'weekly', 1, '2026-01-20')).toBe('2026-01-22');
  });
});

describe('online payment decider: money given back', () => {
  const spec = deciderSpec(onlinePaymentDecider);
  const returned = (eventId: string, total: number, remainderDonationId: string | null) =>
    ({ paymentIntentId: 'pi_1', eventId, cause: 'refund', totalReturned: usd(total), reversedDonationId: 'd', remainderDonationId }) as const;

  it('records a return that gives back more than heard so far, each event once', () => {
    spec
      .given([])
      .when({ type: 'RecordReturn', returned: returned('evt_1', 2500, 'r1') })
      .then([{ type: 'OnlinePaymentReturned', data: returned('evt_1', 2500, 'r1') }]);
    const first = { type: 'OnlinePaymentReturned', data: returned('evt_1', 2500, 'r1') } as const;
    spec
      .given([first])
      .when({ type: 'RecordReturn', returned: returned('evt_2', 4000, 'r2') })
      .then([{ type: 'OnlinePaymentReturned', data: returned('evt_2', 4000, 'r2') }]);
  });

  it('ignores an event heard before, and a total no larger than the one recorded (an older refund arriving late)', () => {
    const first = { type: 'OnlinePaymentReturned', data: returned('evt_1', 4000, 'r1') } as const;
    spec
      .given([first])
      .when({ type: 'RecordReturn', returned: returned('evt_1', 4000, 'r1') })
      .thenNothing();
    spec
      .given([first])
      .when({ type: 'RecordReturn', returned: returned('evt_0', 2500, 'r0') })
      .thenNothing();
  });

  it('keeps what stays of a payment, never below nothing', () => {
    expect(remainderOf(usd(10_000), 2500)).toEqual(usd(7500));
    expect(remainderOf(usd(10_000), 12_000)).toEqual(usd(0));
  });
});
