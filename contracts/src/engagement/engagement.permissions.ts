import { definePermissions } from '../auth/permission-set.type';

/**
 * Engagement scores. A number about how present someone has been is a pastoral tool and easily
 * misread as a judgement of a person, so it is read by those who care for the congregation and
 * no one else.
 * - pastor: follows up the people drifting away and notices the ones ready to lead.
 * - staff: the church office arranges the follow-up (a call, a visit) from the same lists.
 * - admin: not an IT role's business; a church whose administrator is also its pastor gives both roles.
 * - leader: reads their own groups' attendance, not a score of the whole congregation.
 * - member: not even their own: the score ranks presence, and shown to the person it reads as a grade.
 * - auditor: the attendance behind it is theirs to read already; the score adds a judgement, not a record.
 */
export const ENGAGEMENT_PERMISSIONS = definePermissions({
  'engagement.read': ['pastor', 'staff'],
});
