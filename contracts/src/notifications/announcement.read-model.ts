import type { NotificationPriority } from './notification.read-model';
import type { AnnouncementAudience, AnnouncementTarget } from './announcement.dto';

/** How many an announcement reaches by each channel: before sending (the preview) and as recorded when sent. */
export interface AnnouncementReach {
  /** People of the directory in the audience (with or without an account). */
  people: number;
  /** Sign-in accounts whose notification centre gets it. */
  inApp: number;
  /** People with an email address who have not unsubscribed nor turned email off: one email per address. */
  email: number;
  /** People whose mobile number opted in to SMS: one message per number. */
  sms: number;
}

/** One channel's progress: waiting, gone out, refused. */
export interface ChannelDelivery {
  queued: number;
  sent: number;
  failed: number;
}

export interface AnnouncementDelivery {
  inApp: ChannelDelivery;
  email: ChannelDelivery;
  sms: ChannelDelivery;
}

/** An announcement on the board. */
export interface AnnouncementView {
  id: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  /** The first form of audience (everyone, a sign-in role), when that is how it was addressed. */
  audience: AnnouncementAudience | null;
  /** The people it was addressed to, when addressed that way. */
  to: AnnouncementTarget | null;
  /** The audience in words that need no lookup: a group's or ministry's name, a role; '' for everyone. */
  audienceLabel: string;
  sentAt: string;
  sentBy: string | null;
  /** It leaves the board then. */
  endsAt: string;
  /** For those who may send announcements: the counts when it was sent, and each channel's progress since; else null. */
  reach: AnnouncementReach | null;
  delivery: AnnouncementDelivery | null;
}

/** `GET /api/announcements`: what is on the board now (until each one's end date), newest first. */
export interface AnnouncementBoard {
  items: AnnouncementView[];
}
