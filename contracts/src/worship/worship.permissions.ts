import { definePermissions } from '../auth/permission-set.type';

/**
 * Worship planning: the song library and the order of service (program) of each service, its
 * templates and the CCLI song-usage report.
 */
export const WORSHIP_PERMISSIONS = definePermissions({
  /**
   * Read the programs of services and the song library: everyone in the congregation (the team
   * reads the run sheet, a member the songs of Sunday) and auditors. Vendors see nothing here.
   */
  'worship.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor'],
  /**
   * Build programs and keep the song library: the office and pastors, the administrator who sets
   * the church up, and ministry leaders — the worship leader builds the set.
   */
  'worship.write': ['admin', 'pastor', 'staff', 'leader'],
  /** Save and remove program templates, the church's usual shape of a service: the office and pastors, not every leader. */
  'worship.templates.write': ['admin', 'pastor', 'staff'],
  /** The CCLI song-usage report: those who file it (the office, pastors, leaders), the administrator, and auditors. */
  'worship.report.read': ['admin', 'pastor', 'staff', 'leader', 'auditor'],
});
