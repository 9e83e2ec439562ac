import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useMenuButton } from '../../shared/ui';
import { pathOf, routeById } from '../../shared/routing';
import { MAIN_NAVIGATION } from './main-navigation.constant';
import { useCurrentness } from '../routes/use-current-route.hook';
import { useRouteFilter } from '../routes/use-route-filter.hook';
import { Icon } from './icons';

const StyledNav = styled.nav<{ $vertical: boolean }>`
  position: relative;
  min-width: 0;
  > ul {
    display: flex;
    flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
    gap: ${({ theme }) => theme.space.xxs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  @media (max-width: 1439.98px) {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current],
  &[data-current] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledNavLink = styled(Link)`
  ${linkStyle}
`;

const StyledMoreButton = styled.button`
  font: inherit;
  ${linkStyle}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

/** Copies of the links, never seen or read, that say how wide each would be in the bar. */
const StyledMeasure = styled.ul`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  visibility: hidden;
  pointer-events: none;
  height: 0;
  overflow: hidden;
  span {
    ${linkStyle}
  }
`;

const StyledMoreItem = styled.li`
  position: relative;
`;

const StyledMenu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
  a {
    ${linkStyle} min-height: 2.25rem;
  }
  a:focus-visible {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** How many of the links fit in `available` pixels, keeping room for "More" when some do not. */
export function linksThatFit(widths: readonly number[], moreWidth: number, gap: number, available: number): number {
  const span = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (span(widths.length) <= available) return widths.length;
  for (let count = widths.length - 1; count > 0; count--) {
    if (span(count) + gap + moreWidth <= available) return count;
  }
  return 0;
}

/**
 * Home, Members, Events, Sermons, Livestream, Community, Prayer, Executive, Admin — those the
 * user may open. An entry is marked on its screen under any of its paths, and above a record.
 * In the header, links that do not fit (a narrow window, longer words in another language) move
 * into a "More" menu rather than running under the tools beside them.
 */
export function MainNav({ vertical = false }: { vertical?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const offered = useRouteFilter();
  const currentness = useCurrentness();
  const items = MAIN_NAVIGATION.filter((item) => offered(routeById(item.route)));
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(items.length);
  const menu = useMenuButton();
  const labels = items.map((item) => t(`nav.${item.label}`)).join('|');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (vertical || !nav || !measure) return;
    const fit = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      setFitting(nav.clientWidth > 0 ? linksThatFit(widths, moreWidth, gap, nav.clientWidth) : widths.length);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure); // the words' own width changes too, when a web font arrives
    return () => observer.disconnect();
  }, [vertical, labels, i18n.language]);

  const shown = vertical ? items : items.slice(0, fitting);
  const moved = vertical ? [] : items.slice(fitting);
  const movedCurrent = moved.some((item) => currentness(item.route));

  return (
    <StyledNav ref={navRef} aria-label={t('common:nav.label')} $vertical={vertical}>
      <ul>
        {shown.map((item) => (
          <li key={item.route}>
            <StyledNavLink to={pathOf(item.route)} aria-current={currentness(item.route)}>
              {t(`nav.${item.label}`)}
            </StyledNavLink>
          </li>
        ))}
        {moved.length > 0 && (
          <StyledMoreItem ref={menu.wrapperRef}>
            <StyledMoreButton {...menu.triggerProps} data-current={movedCurrent ? '' : undefined}>
              {t('nav.more')}
              <Icon name="chevronDown" size="0.875rem" />
            </StyledMoreButton>
            {menu.open && (
              <StyledMenu {...menu.menuProps} aria-label={t('nav.more')}>
                {moved.map((item) => (
                  <li key={item.route} role="none">
                    <Link to={pathOf(item.route)} role="menuitem" tabIndex={-1} aria-current={currentness(item.route)} onClick={menu.close}>
                      {t(`nav.${item.label}`)}
                    </Link>
                  </li>
                ))}
              </StyledMenu>
            )}
          </StyledMoreItem>
        )}
      </ul>
      {!vertical && (
        <StyledMeasure ref={measureRef} aria-hidden="true">
          {items.map((item) => (
            <li key={item.route}>
              <span>{t(`nav.${item.label}`)}</span>
            </li>
          ))}
          <li>
            <span>
              {t('nav.more')}
              <Icon name="chevronDown" size="0.875rem" />
            </span>
          </li>
        </StyledMeasure>
      )}
    </StyledNav>
  );
}
