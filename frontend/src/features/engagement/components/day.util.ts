/** A calendar day (YYYY-MM-DD) read at midday UTC, so no time zone moves it to another day. */
export const dayOf = (date: string) => `${date}T12:00:00Z`;
