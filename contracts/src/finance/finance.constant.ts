/** What an expense was for, as an accountant groups it. */
export const EXPENSE_CATEGORIES = ['supplies', 'equipment', 'facilities', 'utilities', 'outreach', 'travel', 'hospitality', 'services', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Where an expense stands: submitted, then approved or rejected; an approved one is paid. */
export const EXPENSE_STATES = ['submitted', 'approved', 'rejected', 'paid'] as const;
export type ExpenseState = (typeof EXPENSE_STATES)[number];

/** How an approved expense was paid. */
export const EXPENSE_PAYMENT_METHODS = ['bank-transfer', 'cheque', 'card', 'cash'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

/** A budget is for a fund (giving's funds) or a ministry (the organisation's ministries). */
export const BUDGET_LINE_KINDS = ['fund', 'ministry'] as const;
export type BudgetLineKind = (typeof BUDGET_LINE_KINDS)[number];

/** Receipts: a scan or a photo of one (HEIC from phones), as their content shows them, never their name. */
export const RECEIPT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;

export const FINANCE_LIMITS = {
  payee: 120,
  description: 500,
  reason: 500,
  reference: 80,
  receiptBytes: 10 * 1024 * 1024,
  minYear: 2000,
  maxYear: 2100,
} as const;

/** Twelve monthly amounts adding up to the year's: even parts, the remainder one unit each in the last months. */
export function spreadOverMonths(annualMinor: number): number[] {
  const base = Math.floor(annualMinor / 12);
  const remainder = annualMinor - base * 12;
  return Array.from({ length: 12 }, (_, index) => base + (index >= 12 - remainder ? 1 : 0));
}
