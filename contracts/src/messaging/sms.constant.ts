/** Who an SMS goes to: everyone opted in, a directory role, a ministry, a group, an event's registrants, or people picked by hand. */
export const SMS_AUDIENCE_KINDS = ['everyone', 'role', 'ministry', 'group', 'event', 'members'] as const;
export type SmsAudienceKind = (typeof SMS_AUDIENCE_KINDS)[number];

/** Where one recipient's message stands. */
export const SMS_RECIPIENT_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsRecipientStatus = (typeof SMS_RECIPIENT_STATUSES)[number];

/** Where a send stands: waiting for its time, going out, done, or called off before it went. */
export const SMS_SEND_STATUSES = ['scheduled', 'sending', 'completed', 'cancelled'] as const;
export type SmsSendStatus = (typeof SMS_SEND_STATUSES)[number];

/** How a person's SMS consent was given or withdrawn (staff record the first three). */
export const SMS_CONSENT_SOURCES = ['paper-form', 'verbal', 'web-form', 'preferences', 'keyword'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];
export const STAFF_SMS_CONSENT_SOURCES = ['paper-form', 'verbal', 'web-form'] as const satisfies readonly SmsConsentSource[];

/** A number's consent: given, withdrawn, or never recorded either way. */
export const SMS_CONSENT_STATES = ['opted-in', 'opted-out', 'never-asked'] as const;
export type SmsConsentState = (typeof SMS_CONSENT_STATES)[number];

/** What made a send: a message composed on /sms-manager, or an announcement reaching those opted in. */
export const SMS_SEND_ORIGINS = ['compose', 'announcement'] as const;
export type SmsSendOrigin = (typeof SMS_SEND_ORIGINS)[number];

/** Merge fields a template may use, each replaced per recipient. */
export const SMS_MERGE_FIELDS = ['firstName', 'eventTitle'] as const;
export type SmsMergeField = (typeof SMS_MERGE_FIELDS)[number];

export const SMS_COMPOSE_LIMITS = { bodyMax: 1600, pickedMax: 500 } as const;

/**
 * Quiet hours in the church's time zone: no message goes out from 21:00 to 08:00; one due then is
 * scheduled for 08:00.
 */
export const SMS_QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/** The reason a recipient's message failed when the provider said no or the number was refused. */
export const SMS_FAILURE_REASONS = ['opted-out', 'no-phone', 'provider-refused', 'undelivered'] as const;
export type SmsFailureReason = (typeof SMS_FAILURE_REASONS)[number];
