/** The years a statement may be asked for. */
export const STATEMENT_YEARS = { first: 2000, last: 2100 } as const;

/** What a run for all donors does with each statement: emails it to the donor, or keeps it for one zip. */
export const STATEMENT_DELIVERIES = ['email', 'download'] as const;
export type StatementDelivery = (typeof STATEMENT_DELIVERIES)[number];
