import type { CurrentUser } from '@koinonia/contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RequirePermission } from '../shared/access';
import { RequireFeature, useOrganisationStatus } from '../shared/availability';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { paths, ROUTES, safeReturnTo, type PageLoader, type RouteEntry } from '../shared/routing';
import { LoadingState } from '../shared/ui';
import { SignedInLayout } from './layout/signed-in-layout';
import { pageOf } from './routes/page-map.constant';
import { SignedInAvailabilityGate, SignedOutMaintenanceNotice } from './availability/availability-gate';

// Every page is its own chunk, fetched when first visited.
const LandingPage = lazy(() => import('../features/auth/components/landing.page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in.page'));
const NotFoundPage = lazy(() => import('./routes/not-found.page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password.page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password.page'));
const AcceptInvitePage = lazy(() => import('../features/auth/components/accept-invite.page'));
const UnlockAccountPage = lazy(() => import('../features/auth/components/unlock-account.page'));
const TwoFactorRequiredPage = lazy(() => import('../features/auth/components/two-factor-required.page'));
// One lazy component per loader: two routes that share a screen share its chunk.
const lazyByLoader = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const PAGES = new Map(
  ROUTES.map((route) => {
    const load = pageOf(route.id);
    let page = lazyByLoader.get(load);
    if (!page) lazyByLoader.set(load, (page = lazy(load)));
    return [route.id, page] as const;
  }),
);

function RoutePage({ route }: { route: RouteEntry }) {
  const Page = PAGES.get(route.id)!;
  const page = route.feature ? (
    <RequireFeature flag={route.feature}>
      <Page />
    </RequireFeature>
  ) : (
    <Page />
  );
  return route.permission ? <RequirePermission permission={route.permission}>{page}</RequirePermission> : page;
}

function FullPageLoader() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loadingPage')} />;
}

/** Signed out, every path but the landing and sign-in pages asks to sign in first, then comes back. */
function RedirectToSignIn() {
  const location = useLocation();
  return <Navigate to={paths.signInReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/** Signed in at /signin (just now, or by a bookmark): go where the person was heading. */
function ReturnAfterSignIn() {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
}

function SignedOutRoutes({ checking }: { checking: boolean }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        {/* The specification shows the landing page at / while the session is still being checked. */}
        <Route index element={<LandingPage />} />
        <Route path={paths.signIn} element={checking ? <FullPageLoader /> : <SignInPage />} />
        <Route path={paths.adminLogin} element={checking ? <FullPageLoader /> : <SignInPage area="admin" />} />
        <Route path="/admin/*" element={checking ? <FullPageLoader /> : <Navigate to={paths.adminLogin} replace />} />
        {/* Reached from emailed links, signed out. */}
        <Route path={paths.forgotPassword} element={checking ? <FullPageLoader /> : <ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={checking ? <FullPageLoader /> : <ResetPasswordPage />} />
        <Route path={paths.acceptInvite} element={checking ? <FullPageLoader /> : <AcceptInvitePage />} />
        <Route path={paths.unlockAccount} element={checking ? <FullPageLoader /> : <UnlockAccountPage />} />
        <Route path="*" element={checking ? <FullPageLoader /> : <RedirectToSignIn />} />
      </Routes>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const { user, status } = useCurrentUser();
  // Asked alongside the session check rather than after it: every first screen depends on it.
  useOrganisationStatus();
  return user ? (
    <SignedInAvailabilityGate user={user}>
      <SignedInRoutes user={user} />
    </SignedInAvailabilityGate>
  ) : (
    <>
      <SignedOutMaintenanceNotice />
      <SignedOutRoutes checking={status === 'loading'} />
    </>
  );
}
