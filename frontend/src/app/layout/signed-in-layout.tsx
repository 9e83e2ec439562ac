import type { CurrentUser } from '@koinonia/contracts';
import { createContext, Suspense, useContext, useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HelpLayer } from '../../features/help';
import { AccessProvider } from '../../shared/access';
import { PageErrorBoundary, setErrorUser } from '../../shared/errors';
import { useAfterFirstPage, useNarrowLayout } from '../../shared/hooks';
import { parsers, STORAGE_KEYS, useOwnedState } from '../../shared/storage';
import { LoadingState, pageColumnBar } from '../../shared/ui';
import { PaletteProvider } from '../palette/palette-provider';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { Drawer } from './drawer';
import { HistoryMenu } from './history-menu';
import { MainNav } from './main-nav';
import { HISTORY_LIMITS, NavigationHistoryContext, parseHistoryEntry, recordVisit, type HistoryEntry } from './navigation-history';
import { RouteProgress } from './route-progress';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-state';
import { useHistoryKeys } from './use-history-keys.hook';
import { useRouteTrail } from './use-route-trail.hook';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.lg};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;
`;

const StyledAside = styled.aside`
  position: sticky;
  top: ${HEADER_HEIGHT};
  flex: none;
  align-self: flex-start;
  max-height: calc(100vh - ${HEADER_HEIGHT});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  min-height: calc(100vh - ${HEADER_HEIGHT});
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const StyledContextBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  ${pageColumnBar}
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  }
`;

const StyledDrawerNav = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/**
 * The footer, once the first page has shown: before, it would sit at the foot of a short screen
 * and be pushed down as the page came (a layout shift, 0.06 of Lighthouse's CLS on a phone).
 */
function Footer() {
  const { t } = useTranslation('common');
  const ready = useAfterFirstPage();
  return ready ? <StyledFooter>{t('footer')}</StyledFooter> : null;
}

/**
 * The signed-in shell: header with the main navigation, the sidebar (a drawer under 1024 px),
 * breadcrumbs and recent pages, the page (loaded on demand, inside the page error boundary),
 * the command palette, and Alt+arrows through history.
 */
export function SignedInLayout({ user }: { user: CurrentUser }) {
  return (
    <AccessProvider roles={user.roles}>
      <NavigationHistory userId={user.id}>
        <Shell user={user} />
      </NavigationHistory>
    </AccessProvider>
  );
}

const RecordVisitContext = createContext<Dispatch<SetStateAction<HistoryEntry[]>>>(() => undefined);

/**
 * This user's recent pages, kept apart from the shell: recording a visit renders the history's
 * readers (the recent-pages menu, the palette) again, not the shell and the page.
 */
function NavigationHistory({ userId, children }: { userId: string; children: ReactNode }) {
  const [history, setHistory] = useOwnedState<HistoryEntry[]>(STORAGE_KEYS.navigationHistory, userId, parsers.list(parseHistoryEntry, HISTORY_LIMITS.kept), []);
  return (
    <RecordVisitContext.Provider value={setHistory}>
      <NavigationHistoryContext.Provider value={history}>{children}</NavigationHistoryContext.Provider>
    </RecordVisitContext.Provider>
  );
}

function Shell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const narrow = useNarrowLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebar = useSidebarState(user.id);
  const trail = useRouteTrail(location.pathname);
  const setHistory = useContext(RecordVisitContext);
  useHistoryKeys();

  useEffect(() => {
    setErrorUser(user.id);
    return () => setErrorUser(null);
  }, [user.id]);

  useEffect(() => setDrawerOpen(false), [location.key, narrow]);

  // Each visit joins the history under the page's name (a member's name once it has loaded), with
  // the names above it (the breadcrumbs between Home and the page) to tell like pages apart.
  const title = trail.at(-1)?.label;
  const context = trail
    .slice(1, -1)
    .map((crumb) => crumb.label)
    .join(' › ');
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (title) setHistory((entries) => recordVisit(entries, { path: here, title, at: new Date().toISOString(), ...(context ? { context } : {}) }));
  }, [here, title, context, setHistory]);

  return (
    <PaletteProvider userId={user.id}>
      <StyledShell>
        <StyledSkipLink href="#main">{t('skipToContent')}</StyledSkipLink>
        <RouteProgress />
        <AppHeader user={user} narrow={narrow} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} menuButtonRef={menuButtonRef} />
        <StyledBody>
          {!narrow && (
            <StyledAside>
              <Sidebar state={sidebar} />
            </StyledAside>
          )}
          <StyledColumn>
            <StyledContextBar>
              <Breadcrumbs trail={trail} />
              <HistoryMenu />
            </StyledContextBar>
            {/* The help layer's banner and the page appear together on the first page (the layer waits to know whether it has one). */}
            <Suspense fallback={<LoadingState label={t('loadingPage')} />}>
              <HelpLayer user={user} />
              <StyledMain id="main" tabIndex={-1}>
                <PageErrorBoundary key={location.pathname}>
                  <Suspense fallback={<LoadingState label={t('loadingPage')} />}>
                    <Outlet />
                  </Suspense>
                </PageErrorBoundary>
              </StyledMain>
            </Suspense>
            <Footer />
          </StyledColumn>
        </StyledBody>
        {narrow && (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocus={menuButtonRef}>
            <StyledDrawerNav>
              <MainNav vertical />
            </StyledDrawerNav>
            <Sidebar state={sidebar} inDrawer />
          </Drawer>
        )}
      </StyledShell>
    </PaletteProvider>
  );
}
