import type { SmsEncoding } from './sms-segments.util';
import type { SmsAudienceKind, SmsConsentSource, SmsRecipientStatus, SmsSendOrigin, SmsSendStatus } from './sms.constant';

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
  /** Why it failed: the catalogue's message for the reader, with the provider's code when there is one. */
  reason: string | null;
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

/** `GET /api/sms/consents/:memberId`: a person's SMS consent as recorded. */
export interface SmsConsentView {
  memberId: string;
  phone: string | null;
  optedIn: boolean;
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
