import { definePermissions } from '../auth/permission-set.type';

/**
 * Giving: funds, gifts, batches and their corrections. What a person gives is among the most
 * private things a church keeps, so individual gifts are read by few. The administrator, an IT
 * role, reads none of it (auth.permissions.ts says why). Every member reads their own giving
 * (`GET /api/me/giving`, open to any signed-in user with a member record), without a permission.
 */
export const GIVING_PERMISSIONS = definePermissions({
  /**
   * Individual gifts, donors, batches and every gift's trail: the finance role (treasurer,
   * bookkeeper), who keeps the books, and auditors, who check them and change nothing.
   */
  'giving.read': ['finance', 'auditor'],
  /**
   * Record gifts, open and close batches, reverse a gift, open and close funds: the finance role
   * only. Not staff: the church office would read every gift to record them, and a counting team
   * member who enters the Sunday batch is given the finance role for that, deliberately.
   */
  'giving.write': ['finance'],
  /**
   * Totals by fund and period, never who gave what: pastors, who lead the church and plan with its
   * giving (the issue: "pastors see giving totals but not individual gifts"), besides those who
   * read the gifts themselves.
   */
  'giving.totals.read': ['pastor', 'finance', 'auditor'],
  /**
   * Pledge to a campaign, and change or cancel one's own pledge: everyone in the congregation who
   * may hold a member record. Not vendors (outside the church) nor auditors (who change nothing).
   * Recording or changing someone else's pledge takes giving.write as well (the handler checks).
   */
  'giving.pledge': ['admin', 'pastor', 'staff', 'leader', 'member', 'finance'],
});
