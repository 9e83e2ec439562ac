import type { SmsEncoding } from './sms-segments.util';
import type { SmsAudienceKind, SmsConsentSource, SmsConsentState, SmsRecipientStatus, SmsSendOrigin, SmsSendStatus } from './sms.constant';

/** The audience as recorded, with a label to show (a group's or event's name, a ministry). */
export interface SmsAudienceView {
  kind: SmsAudienceKind;
  value: string | null;
  label: string;
}

/** `POST /api/sms/audience-preview`: who would receive it now, and what a segment costs. */
export interface SmsAudiencePreview {
  /** People in the audience with an opted-in mobile number: who will receive it. */
  recipients: number;
  /** People in the audience at all (the rest have no number or have not opted in). */
  inAudience: number;
  /** The provider's price of one segment, in the currency's major units (0.0079 USD). */
  pricePerSegment: number;
  currency: string;
}

export interface SmsRecipientView {
  memberId: string;
  name: string;
  /** E.164, last four digits only. */
  phone: string;
  status: SmsRecipientStatus;
  /**
   * Why it failed: MESSAGE_SEND_FAILED (the catalogue's "Unable to send message. Please check
   * recipient information.") or opted-out (the number withdrew consent before it went).
   */
  reason: 'MESSAGE_SEND_FAILED' | 'opted-out' | null;
  /** The provider's error code, when it gave one (Twilio's 21211, 30003...). */
  detail: string | null;
  updatedAt: string;
}

export interface SmsSendView {
  id: string;
  origin: SmsSendOrigin;
  body: string;
  audience: SmsAudienceView;
  status: SmsSendStatus;
  /** When it goes (or went) out: the time asked for, moved out of quiet hours. */
  scheduledFor: string;
  createdAt: string;
  createdBy: string | null;
  encoding: SmsEncoding;
  segments: number;
  total: number;
  counts: Record<SmsRecipientStatus, number>;
  revision: number;
}

/** `GET /api/sms/sends/:id`: the send with each recipient's status. */
export interface SmsSendDetail extends SmsSendView {
  recipients: SmsRecipientView[];
}

/**
 * `GET /api/sms/consents/:memberId` (and `/api/sms/consents/me`): a person's SMS consent on their mobile
 * number as recorded. `state` tells "never asked" apart from "opted out" (`optedIn` is false for both).
 */
export interface SmsConsentView {
  memberId: string;
  phone: string | null;
  optedIn: boolean;
  state: SmsConsentState;
  source: SmsConsentSource | null;
  changedAt: string | null;
}

/** One message in the SMS outbox (when no provider is configured), newest first, for administrators. */
export interface SmsOutboxMessageView {
  id: string;
  to: string;
  from: string;
  body: string;
  createdAt: string;
}

export interface SmsOutboxView {
  delivery: 'twilio' | 'outbox';
  messages: SmsOutboxMessageView[];
}

/** `GET /api/sms/audience-options`: what the audience picker offers besides everyone, a role and people picked by hand. */
export interface SmsAudienceOptions {
  ministries: string[];
  groups: Array<{ id: string; name: string }>;
  events: Array<{ id: string; name: string }>;
}
