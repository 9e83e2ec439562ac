import { definePermissions } from '../auth/permission-set.type';

/**
 * Financial management: budgets per fund or ministry and year, expenses with their receipts and
 * approvals, budget against actual, and the accountant's export. As with giving, the administrator
 * (an IT role) reads none of it; members and vendors have nothing here.
 */
export const FINANCE_PERMISSIONS = definePermissions({
  /**
   * Every budget, every expense with its receipt and trail, and the export: the finance role, who
   * keeps the books, and auditors, who check them and change nothing.
   */
  'finance.read': ['finance', 'auditor'],
  /** Set, change and close budgets; approve, reject and pay expenses: the finance role only. */
  'finance.manage': ['finance'],
  /**
   * Budget against actual, per line and month: pastors, who lead and plan with the church's money,
   * besides those who read the books themselves.
   */
  'finance.totals.read': ['pastor', 'finance', 'auditor'],
  /**
   * Submit an expense with its receipt and follow one's own: the office and ministry leaders, who
   * buy supplies for the church, and the finance role. Someone else always approves it.
   */
  'finance.expenses.submit': ['staff', 'leader', 'finance'],
});
