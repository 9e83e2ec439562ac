import { definePermissions } from '../auth/permission-set.type';

/**
 * Volunteer scheduling. A team's own leaders (ministry leaders the team names) schedule that team
 * because the team names them, not because of their role alone: the handler checks the team's
 * leaders for holders of volunteers.schedule who lack volunteers.manage.
 */
export const VOLUNTEERS_PERMISSIONS = definePermissions({
  /**
   * See open slots, sign up for them, confirm or decline one's own assignments, keep one's own
   * blockout dates and read one's own schedule: everyone who serves in the congregation. Vendors and
   * auditors serve no Sunday rota through the app.
   */
  'volunteers.serve': ['admin', 'pastor', 'staff', 'leader', 'member'],
  /**
   * Read teams, their people and every schedule, with the fill rate: those who run the rotas, the
   * ministry leaders (who read the teams to schedule their own), and auditors, who read what was
   * scheduled and change nothing.
   */
  'volunteers.read': ['admin', 'pastor', 'staff', 'leader', 'auditor'],
  /** Open slots, assign people and see replacements — ministry leaders for the teams they lead only (the handler checks). */
  'volunteers.schedule': ['admin', 'pastor', 'staff', 'leader'],
  /** Start teams, name their leaders, positions and requirements, and schedule every team: the church office and its pastors. */
  'volunteers.manage': ['admin', 'pastor', 'staff'],
});
