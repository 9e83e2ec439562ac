import type { PrayerVisibility } from '@koinonia/contracts';

/**
 * A prayer request's events. The words (the request, whom it is for, the praise note) are
 * sealed before they are recorded: `sealed` is SecretBox text, opened only for a permitted reader.
 */
export type PrayerRequestSubmitted = {
  type: 'PrayerRequestSubmitted';
  data: {
    prayerRequestId: string;
    /** `{ request, forName }` as JSON, sealed. */
    sealed: string;
    visibility: PrayerVisibility;
    anonymous: boolean;
    requesterId: string;
    submittedAt: string;
    expiresAt: string;
  };
};
/** One person prayed for it (once per person). */
export type PrayerRequestPrayedFor = { type: 'PrayerRequestPrayedFor'; data: { prayerRequestId: string; userId: string } };
export type PrayerRequestAnswered = {
  type: 'PrayerRequestAnswered';
  data: { prayerRequestId: string; sealedPraise: string; answeredAt: string; by: string | null };
};

export type PrayerRequestEvent = PrayerRequestSubmitted | PrayerRequestPrayedFor | PrayerRequestAnswered;
export const PRAYER_REQUEST_EVENT_TYPES: ReadonlySet<string> = new Set(['PrayerRequestSubmitted', 'PrayerRequestPrayedFor', 'PrayerRequestAnswered']);

export const prayerRequestStream = (prayerRequestId: string) => `prayerrequest-${prayerRequestId}`;
