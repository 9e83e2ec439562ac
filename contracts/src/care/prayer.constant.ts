/** Who may read a prayer request: pastoral staff only (the default), the prayer team, or the congregation's wall. */
export const PRAYER_VISIBILITIES = ['pastoral', 'prayer-team', 'congregation'] as const;
export type PrayerVisibility = (typeof PRAYER_VISIBILITIES)[number];
export const DEFAULT_PRAYER_VISIBILITY: PrayerVisibility = 'pastoral';

/** How long a request stays on the wall (and with the team), in days: a week, a month, three months. */
export const PRAYER_DURATIONS = [7, 30, 90] as const;
export type PrayerDuration = (typeof PRAYER_DURATIONS)[number];
export const DEFAULT_PRAYER_DURATION: PrayerDuration = 30;

export const PRAYER_LIMITS = { request: 2000, forName: 120, praiseNote: 1000 } as const;

export const PRAYER_STATUSES = ['active', 'answered'] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];
