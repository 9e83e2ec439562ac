import type { Page } from '../platform/page.read-model';
import type { BroadcastAudience, EmailRecipientStatus } from './email-broadcast.dto';

/** scheduled (waiting for its time) → sending (recipients listed, emails going out) → sent (each one sent or failed). */
export const EMAIL_BROADCAST_STATUSES = ['scheduled', 'sending', 'sent'] as const;
export type EmailBroadcastStatus = (typeof EMAIL_BROADCAST_STATUSES)[number];

/** How many an audience reaches by email now, and who it leaves out and why. */
export interface EmailAudiencePreview {
  /** People with an email address who have not unsubscribed: each gets one email. */
  recipients: number;
  /** In the audience but with no email address in the directory. */
  withoutEmail: number;
  /** In the audience but unsubscribed from the church's emails. */
  unsubscribed: number;
}

export interface EmailBroadcastCounts {
  /** Everyone the broadcast goes to (known once sending starts). */
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

export interface EmailBroadcastView {
  id: string;
  subject: string;
  text: string;
  audience: BroadcastAudience;
  status: EmailBroadcastStatus;
  /** When it goes (or went) out. */
  sendAt: string;
  createdAt: string;
  createdBy: string | null;
  finishedAt: string | null;
  counts: EmailBroadcastCounts;
  /** Left out when sending started: no email address, or unsubscribed. */
  excluded: { withoutEmail: number; unsubscribed: number };
  revision: number;
}

export interface EmailBroadcastRecipientView {
  memberId: string;
  name: string;
  email: string;
  status: EmailRecipientStatus;
  /** Why it failed, in the mail server's words. */
  reason: string | null;
  sentAt: string | null;
}

export type EmailBroadcastRecipientPage = Page<EmailBroadcastRecipientView>;

/** `POST /api/email/unsubscribe?token=`: the person the link was made for is unsubscribed. */
export interface EmailUnsubscribeResult {
  unsubscribed: true;
}
