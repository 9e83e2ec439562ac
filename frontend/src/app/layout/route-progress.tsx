import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

/** Specification, section 9: the indicator shows for 100 ms after each route change. */
export const ROUTE_PROGRESS_MS = 100;

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(1); }
`;

const StyledBar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  height: 3px;
  background: ${({ theme }) => theme.color.primary};
  /* It grows in the direction of reading. */
  transform-origin: left center;
  [dir='rtl'] & {
    transform-origin: right center;
  }
  animation: ${grow} ${ROUTE_PROGRESS_MS}ms ease-out forwards;
  pointer-events: none;
`;

/** A thin bar at the top of the window after each route change: the page has changed. Decorative. */
export function RouteProgress() {
  const location = useLocation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_PROGRESS_MS);
    return () => clearTimeout(timer);
  }, [location.key]);
  return visible ? <StyledBar aria-hidden="true" data-route-progress="" /> : null;
}
