import { definePermissions } from '../auth/permission-set.type';

/** Audit: the books as they stood on any date, every gift's trail, the reconciliation report. Read only: there are no writes here. */
export const AUDIT_PERMISSIONS = definePermissions({
  /**
   * Auditors, who check the books and change nothing, and the finance role, who keeps them and
   * must answer for them. Not pastors (the trail names who gave), not the administrator (an IT role).
   */
  'audit.read': ['auditor', 'finance'],
});
