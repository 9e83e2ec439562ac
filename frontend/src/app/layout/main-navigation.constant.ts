import type { RouteId } from '../../shared/routing';

/** The main navigation (specification, section 2): its own short words (`shell:nav.<label>`) and the route each opens. */
export const MAIN_NAVIGATION = [
  { label: 'home', route: 'home' },
  { label: 'members', route: 'members' },
  { label: 'events', route: 'events' },
  { label: 'sermons', route: 'sermons' },
  { label: 'livestream', route: 'livestream' },
  { label: 'community', route: 'community-chat' },
  { label: 'prayer', route: 'prayer-care' },
  { label: 'executive', route: 'executive' },
  { label: 'admin', route: 'admin-dashboard' },
] as const satisfies ReadonlyArray<{ label: string; route: RouteId }>;
