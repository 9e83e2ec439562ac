import { lazy, Suspense } from 'react';
import styled from 'styled-components';

const Bell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

/** The bell's place in the header while it comes (the same size, so nothing moves). */
const StyledPlace = styled.span`
  display: inline-block;
  inline-size: 2.5rem;
  block-size: 2.5rem;
`;

/**
 * The notification bell, fetched just after the shell: its centre, live feed and words are not
 * needed before the home page shows (the signed-in bundle budget, frontend/src/bundle-budget.spec.ts).
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<StyledPlace aria-hidden="true" />}>
      <Bell />
    </Suspense>
  );
}
