import type { AnnouncementAudience, AnnouncementReach, AnnouncementTarget, BroadcastAudience, NotificationPriority, SmsAudienceDto } from '@koinonia/contracts';

/**
 * How the announcement goes out by each channel, worked out from its audience when it was sent: the
 * email broadcast's audience (null: nobody to email), the SMS audience (null: nobody to text), and
 * the accounts whose centre gets it (null: the first form's audience, `everyone` or a sign-in role,
 * is read at dispatch as before).
 */
export interface AnnouncementChannels {
  email: BroadcastAudience | null;
  sms: SmsAudienceDto | null;
  userIds: string[] | null;
}

/** An administrator spoke to an audience; who and when are the event's metadata. */
export type AnnouncementSent = {
  type: 'AnnouncementSent';
  data: {
    announcementId: string;
    title: string;
    message: string;
    priority: NotificationPriority;
    /** The first form of audience; null when it went to `to`'s people. */
    audience: AnnouncementAudience | null;
    /** From here on optional: announcements sent before they reached people by email and stayed on a board have none. */
    to?: AnnouncementTarget | null;
    audienceLabel?: string;
    /** It leaves the announcements board then. */
    endsAt?: string;
    /** The preview's counts when it was sent. */
    reach?: AnnouncementReach;
    channels?: AnnouncementChannels;
  };
};

export type AnnouncementEvent = AnnouncementSent;

export const announcementStream = (announcementId: string) => `announcement-${announcementId}`;

/** Announcements sent before they had an end date stay on the board this long after they were sent. */
export const LEGACY_BOARD_MS = 7 * 24 * 60 * 60 * 1000;
