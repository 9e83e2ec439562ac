/** How a gift came in. A cheque gives its number; an in-kind gift describes what was given and its value. */
export const DONATION_METHODS = ['cash', 'cheque', 'card', 'bank-transfer', 'online', 'in-kind'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export const GIVING_LIMITS = {
  fundName: 80,
  batchName: 80,
  note: 500,
  reason: 500,
  chequeNumber: 40,
  inKindDescription: 200,
  /** Funds one gift may be split across. */
  splits: 20,
} as const;

/** A calendar date, `2026-03-08`. */
export const GIVING_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
