import type { CurrentUser } from '@koinonia/contracts';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { loadPreferencesSync } from '../../features/preferences';
import { RequirePermission } from '../../shared/access';
import { RequireFeature } from '../../shared/availability';
import { markFirstPageShown } from '../../shared/hooks';
import { matchRoute, paths, ROUTES, safeReturnTo, type PageLoader, type RouteEntry } from '../../shared/routing';
import { FullPageLoader } from '../full-page-loader';
import { SignedInLayout } from '../layout/signed-in-layout';
import { pageOf } from '../routes/page-map.constant';
import { loadFeatureTranslations } from './feature-translations';

/**
 * The signed-in app: the shell (layout, sidebar, palette, notifications, help) and the router's
 * table of pages, in a chunk of its own that loads once someone is signed in — the landing and
 * sign-in pages never download it.
 */

const NotFoundPage = lazy(() => import('../routes/not-found.page'));
const TwoFactorRequiredPage = lazy(() => import('../../features/auth/components/two-factor-required.page'));
// Every page is its own chunk, fetched when first visited. One lazy component per loader: two
// routes that share a screen share its chunk.
const lazyByLoader = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const PAGES = new Map(
  ROUTES.map((route) => {
    const load = pageOf(route.id);
    let page = lazyByLoader.get(load);
    if (!page) lazyByLoader.set(load, (page = lazy(load)));
    return [route.id, page] as const;
  }),
);

/**
 * What must be ready before the first signed-in render: the features' words in the interface's
 * language, and the preferences' code (the provider, which asked for it first, has applied this
 * browser's copy by the time it resolves here). The page at `path` starts downloading meanwhile,
 * rather than after the shell renders.
 */
export async function prepareSignedInApp(path: string): Promise<void> {
  // First, as it registers the namespaces the page's loader asks i18next for (one asked before
  // its registration fails to load, and i18next does not ask again).
  const translations = loadFeatureTranslations();
  const match = matchRoute(path);
  // A failed fetch is the page's to report when it renders (its error boundary), not this.
  if (match) pageOf(match.route.id)().catch(() => undefined);
  await Promise.all([translations, loadPreferencesSync()]);
}

/** Rendered beside a page, inside its Suspense boundary: commits once the page's code has come. */
function FirstPageShown() {
  useEffect(() => markFirstPageShown(), []);
  return null;
}

function RoutePage({ route }: { route: RouteEntry }) {
  const Page = PAGES.get(route.id)!;
  const page = route.feature ? (
    <RequireFeature flag={route.feature}>
      <Page />
    </RequireFeature>
  ) : (
    <Page />
  );
  return (
    <>
      {route.permission ? <RequirePermission permission={route.permission}>{page}</RequirePermission> : page}
      <FirstPageShown />
    </>
  );
}

/** Signed in at /signin (just now, or by a bookmark): go where the person was heading. */
function ReturnAfterSignIn() {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
}

export default function SignedInApp({ user }: { user: CurrentUser }) {
  // Until a required second step is set up, the server refuses everything else: show only the setup.
  if (user.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <TwoFactorRequiredPage user={user} />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route path={paths.signIn} element={<ReturnAfterSignIn />} />
      <Route element={<SignedInLayout user={user} />}>
        {ROUTES.flatMap((route) => route.paths.map((path) => <Route key={path} path={path} element={<RoutePage route={route} />} />))}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <FirstPageShown />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
