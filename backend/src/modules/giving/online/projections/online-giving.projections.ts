import type { Money, RecurringFrequency } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import {
  ONLINE_GIVING_EVENT_TYPES,
  type GiverEvent,
  type OnlineGiftEvent,
  type RecurringGiftEvent,
  type SavedPaymentMethod,
} from '../domain/online-giving.events';

export type OnlineGiftDocument = {
  _id: string;
  fundId: string;
  amount: Money;
  donorMemberId: string | null;
  recurringGiftId: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  donationId: string | null;
  declineCode: string | null;
  startedAt: string;
  revision: number;
};

export type GiverDocument = {
  _id: string;
  customerId: string | null;
  methods: (SavedPaymentMethod & { savedAt: string })[];
  revision: number;
};

export type RecurringGiftDocument = {
  _id: string;
  memberId: string;
  fundId: string;
  amount: Money;
  frequency: RecurringFrequency;
  methodId: string;
  status: 'active' | 'paused' | 'cancelled';
  nextChargeOn: string | null;
  lastGiftId: string | null;
  lastChargedOn: string | null;
  revision: number;
};

/** Online gifts as their givers follow them: pending until the webhook, then in the books or declined. */
export const onlineGiftsProjection: Projection<OnlineGiftDocument> = {
  name: 'giving-online-gifts',
  collection: 'giving-online-gifts',
  version: 1,
  indexes: [{ spec: { recurringGiftId: 1 } }],
  canHandle: (event: RecordedEvent) => ONLINE_GIVING_EVENT_TYPES.gift.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { giftId?: string }).giftId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as OnlineGiftEvent;
    switch (event.type) {
      case 'OnlineGiftStarted':
        return {
          _id: event.data.giftId,
          fundId: event.data.fundId,
          amount: event.data.amount,
          donorMemberId: event.data.donorMemberId,
          recurringGiftId: event.data.recurringGiftId,
          status: 'pending',
          donationId: null,
          declineCode: null,
          startedAt: recorded.metadata.occurredAt,
          revision: recorded.revision,
        };
      case 'OnlineGiftSucceeded':
        return document ? { ...document, status: 'succeeded', donationId: event.data.donationId, declineCode: null, revision: recorded.revision } : null;
      case 'OnlineGiftFailed':
        return document ? { ...document, status: 'failed', declineCode: event.data.declineCode, revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};

/** Each member's customer with the provider and their saved methods (brand, last four, expiry: nothing more). */
export const giversProjection: Projection<GiverDocument> = {
  name: 'giving-givers',
  collection: 'giving-givers',
  version: 1,
  canHandle: (event: RecordedEvent) => ONLINE_GIVING_EVENT_TYPES.giver.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as GiverEvent;
    const giver: GiverDocument = document ?? { _id: event.data.memberId, customerId: null, methods: [], revision: 0 };
    switch (event.type) {
      case 'GiverCustomerRegistered':
        return { ...giver, customerId: event.data.customerId, revision: recorded.revision };
      case 'PaymentMethodSaved': {
        const { methodId, providerMethodId, kind, brand, last4, expMonth, expYear } = event.data;
        const method = { methodId, providerMethodId, kind, brand, last4, expMonth, expYear, savedAt: recorded.metadata.occurredAt };
        return { ...giver, methods: [...giver.methods, method], revision: recorded.revision };
      }
      case 'PaymentMethodRemoved':
        return { ...giver, methods: giver.methods.filter((method) => method.methodId !== event.data.methodId), revision: recorded.revision };
      default:
        return document;
    }
  },
};

/** Recurring gifts with their next due date: the charge job reads the due ones. */
export const recurringGiftsProjection: Projection<RecurringGiftDocument> = {
  name: 'giving-recurring-gifts',
  collection: 'giving-recurring-gifts',
  version: 1,
  indexes: [{ spec: { memberId: 1 } }, { spec: { status: 1, nextChargeOn: 1 } }],
  canHandle: (event: RecordedEvent) => ONLINE_GIVING_EVENT_TYPES.recurring.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { recurringGiftId?: string }).recurringGiftId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as RecurringGiftEvent;
    if (event.type === 'RecurringGiftScheduled') {
      const { recurringGiftId, memberId, fundId, amount, frequency, methodId, nextChargeOn } = event.data;
      return {
        _id: recurringGiftId,
        memberId,
        fundId,
        amount,
        frequency,
        methodId,
        status: 'active',
        nextChargeOn,
        lastGiftId: null,
        lastChargedOn: null,
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'RecurringGiftPaused':
        return { ...document, status: 'paused', revision: recorded.revision };
      case 'RecurringGiftResumed':
        return { ...document, status: 'active', nextChargeOn: event.data.nextChargeOn, revision: recorded.revision };
      case 'RecurringGiftCancelled':
        return { ...document, status: 'cancelled', nextChargeOn: null, revision: recorded.revision };
      case 'RecurringGiftCharged':
        return {
          ...document,
          nextChargeOn: event.data.nextChargeOn,
          lastGiftId: event.data.giftId,
          lastChargedOn: event.data.chargedOn,
          revision: recorded.revision,
        };
      default:
        return document;
    }
  },
};
