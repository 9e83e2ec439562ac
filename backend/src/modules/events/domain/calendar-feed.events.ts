/** A personal feed's secret, kept only as its hash; a new one replaces the old. */
export type CalendarFeedIssued = { type: 'CalendarFeedIssued'; data: { userId: string; tokenHash: string } };
export type CalendarFeedRevoked = { type: 'CalendarFeedRevoked'; data: { userId: string } };

export type CalendarFeedEvent = CalendarFeedIssued | CalendarFeedRevoked;

/** One short stream per account: the feed's address is checked against it, never against a read model that may lag. */
export const calendarFeedStream = (userId: string) => `calendarfeed-${userId}`;
