import type { SmsAudienceKind, SmsConsentSource, SmsEncoding, SmsFailureReason, SmsSendOrigin } from '@koinonia/contracts';

/** A mobile number's consent to SMS; who recorded it and when are the metadata. `memberId` is the person it was given for, when known. */
export type SmsConsentGiven = { type: 'SmsConsentGiven'; data: { phone: string; memberId: string | null; source: SmsConsentSource } };
/** Consent withdrawn: by STOP (and its synonyms, `keyword`), by staff, or by the person's own preferences. */
export type SmsConsentWithdrawn = {
  type: 'SmsConsentWithdrawn';
  data: { phone: string; memberId: string | null; source: SmsConsentSource; keyword: string | null };
};
export type SmsConsentEvent = SmsConsentGiven | SmsConsentWithdrawn;

/** The digits of an E.164 number name its consent stream: one per number, whoever holds it. */
export const smsConsentStream = (phone: string) => `smsconsent-${phone.replace(/\D/g, '')}`;

/** One person a send goes to, their message already merged (their first name, the event's title). */
export interface SmsRecipient {
  memberId: string;
  name: string;
  phone: string;
  body: string;
}

export interface SmsAudienceRecord {
  kind: SmsAudienceKind;
  value: string | null;
  label: string;
}

/** What one recipient's attempt came to. `providerId` is the provider's message id (Twilio's SID). */
export interface SmsAttempt {
  memberId: string;
  status: 'sent' | 'failed';
  providerId: string | null;
  reason: SmsFailureReason | null;
  /** The provider's own error code, when it gave one. */
  detail: string | null;
}

export type SmsSendScheduled = {
  type: 'SmsSendScheduled';
  data: {
    sendId: string;
    origin: SmsSendOrigin;
    /** The template as written, before merging. */
    body: string;
    audience: SmsAudienceRecord;
    scheduledFor: string;
    encoding: SmsEncoding;
    segments: number;
    recipients: SmsRecipient[];
  };
};
export type SmsSendStarted = { type: 'SmsSendStarted'; data: { sendId: string } };
/** A batch of attempts, recorded as the throttled job goes: the send's progress. */
export type SmsRecipientsProcessed = { type: 'SmsRecipientsProcessed'; data: { sendId: string; attempts: SmsAttempt[] } };
/** The provider's delivery receipt for one recipient (Twilio's status callback). */
export type SmsDeliveryReported = {
  type: 'SmsDeliveryReported';
  data: { sendId: string; memberId: string; status: 'delivered' | 'failed'; reason: SmsFailureReason | null; detail: string | null };
};
export type SmsSendCompleted = { type: 'SmsSendCompleted'; data: { sendId: string } };
export type SmsSendCancelled = { type: 'SmsSendCancelled'; data: { sendId: string } };
export type SmsSendEvent = SmsSendScheduled | SmsSendStarted | SmsRecipientsProcessed | SmsDeliveryReported | SmsSendCompleted | SmsSendCancelled;

export const smsSendStream = (sendId: string) => `smssend-${sendId}`;

export const SMS_EVENT_TYPES = {
  consent: new Set<string>(['SmsConsentGiven', 'SmsConsentWithdrawn']),
  send: new Set<string>(['SmsSendScheduled', 'SmsSendStarted', 'SmsRecipientsProcessed', 'SmsDeliveryReported', 'SmsSendCompleted', 'SmsSendCancelled']),
} as const;
