import type { RouteId } from '../../shared/routing';

/** Executive Tools' twelve cards (specification, section 2), each opening its area; words in `shell:executive.tools.<id>`. */
export const EXECUTIVE_TOOLS = [
  { id: 'congregationCare', route: 'congregation-care' },
  { id: 'memberDirectory', route: 'members' },
  { id: 'livestreamHub', route: 'livestream' },
  { id: 'eventManagement', route: 'events' },
  { id: 'communityChat', route: 'community-chat' },
  { id: 'sermonLibrary', route: 'sermons' },
  { id: 'prayerCare', route: 'prayer-care' },
  { id: 'volunteerManagement', route: 'volunteers' },
  { id: 'analyticsDashboard', route: 'strategic-insights' },
  { id: 'programBuilder', route: 'program-builder' },
  { id: 'eventAnalytics', route: 'events' },
  { id: 'financialManagement', route: 'donations' },
] as const satisfies ReadonlyArray<{ id: string; route: RouteId }>;
