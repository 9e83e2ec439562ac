/** The parts a score is made of (docs/engagement.md gives the formula); serving and giving join as their areas arrive. */
export const ENGAGEMENT_PARTS = ['attendance', 'groups', 'steps'] as const;
export type EngagementPart = (typeof ENGAGEMENT_PARTS)[number];

/** What one piece of evidence behind a part is. */
export const ENGAGEMENT_EVIDENCE_KINDS = [
  'attended',
  'group-meeting',
  'group-joined',
  'group-left',
  'group-led',
  'group-lead-ended',
  'step',
  'baptism',
] as const;
export type EngagementEvidenceKind = (typeof ENGAGEMENT_EVIDENCE_KINDS)[number];

/** A score above this is "high leadership potential" (the help text's rule). */
export const HIGH_POTENTIAL_ABOVE = 95;
