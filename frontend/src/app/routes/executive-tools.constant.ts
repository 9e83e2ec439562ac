import type { RouteId } from '../../shared/routing';

/**
 * Executive Tools' cards (specification, section 2), each opening its area under the area's own
 * page title (one name per page); the line under it is `shell:executive.tools.<id>.description`.
 * The specification's twelfth card, Event Analytics, opened the Events page under another name:
 * the events page is found by "event analytics" in the palette instead.
 */
export const EXECUTIVE_TOOLS = [
  { id: 'congregationCare', route: 'congregation-care' },
  { id: 'memberDirectory', route: 'members' },
  { id: 'livestreamHub', route: 'livestream' },
  { id: 'eventManagement', route: 'events' },
  { id: 'communityChat', route: 'community-chat' },
  { id: 'sermonLibrary', route: 'sermons' },
  { id: 'prayerCare', route: 'prayer-care' },
  { id: 'volunteerManagement', route: 'volunteer-management' },
  { id: 'analyticsDashboard', route: 'strategic-insights' },
  { id: 'programBuilder', route: 'program-builder' },
  { id: 'financialManagement', route: 'financial-management' },
] as const satisfies ReadonlyArray<{ id: string; route: RouteId }>;
