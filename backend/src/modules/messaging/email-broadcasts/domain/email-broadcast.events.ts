import type { BroadcastAudience } from '@koinonia/contracts';

/** One person a broadcast goes to, as they were when sending started (later changes to the directory do not move an email already queued). */
export interface QueuedRecipient {
  memberId: string;
  name: string;
  email: string;
}

export type DeliveryOutcome = { memberId: string; outcome: 'sent'; at: string } | { memberId: string; outcome: 'failed'; at: string; reason: string };

/** A staff member wrote an email to an audience, to go out at `sendAt` (now, or later). Who is the event's metadata. */
export type EmailBroadcastCreated = {
  type: 'EmailBroadcastCreated';
  data: {
    broadcastId: string;
    subject: string;
    text: string;
    audience: BroadcastAudience;
    sendAt: string;
    /** {eventTitle}'s value: the event's title for an event's registrants, else ''. */
    eventTitle: string;
    /** When the broadcast carries an announcement by email. */
    announcementId?: string;
  };
};

/** Its time came: the job lists its recipients and sends. */
export type EmailBroadcastStarted = { type: 'EmailBroadcastStarted'; data: { broadcastId: string } };

/** Some of its recipients, in batches, so that a list of 10,000 is recorded in parts a restart does not lose. */
export type EmailBroadcastRecipientsQueued = { type: 'EmailBroadcastRecipientsQueued'; data: { broadcastId: string; recipients: QueuedRecipient[] } };

/** Every recipient is queued; those the audience named but who get no email, counted. */
export type EmailBroadcastRecipientsListed = {
  type: 'EmailBroadcastRecipientsListed';
  data: { broadcastId: string; total: number; withoutEmail: number; unsubscribed: number };
};

/** How a batch of emails went: each recipient's outcome, recorded once. */
export type EmailBroadcastDeliveriesRecorded = { type: 'EmailBroadcastDeliveriesRecorded'; data: { broadcastId: string; results: DeliveryOutcome[] } };

/** Every recipient has an outcome. */
export type EmailBroadcastFinished = { type: 'EmailBroadcastFinished'; data: { broadcastId: string; sent: number; failed: number } };

export type EmailBroadcastEvent =
  | EmailBroadcastCreated
  | EmailBroadcastStarted
  | EmailBroadcastRecipientsQueued
  | EmailBroadcastRecipientsListed
  | EmailBroadcastDeliveriesRecorded
  | EmailBroadcastFinished;

export const emailBroadcastStream = (broadcastId: string) => `email-broadcast-${broadcastId}`;

/** A person left the church's email: broadcasts (and announcements by email) leave them out from then on. */
export type EmailUnsubscribed = { type: 'EmailUnsubscribed'; data: { memberId: string } };

export const emailSubscriptionStream = (memberId: string) => `email-subscription-${memberId}`;
