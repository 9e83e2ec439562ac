import { lazy, Suspense, useEffect } from 'react';
import { useOrganisationStatus } from '../shared/availability';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { paths } from '../shared/routing';
import { FullPageLoader } from './full-page-loader';
import { SignedInAvailabilityGate, SignedOutMaintenanceNotice } from './availability/availability-gate';

// Every page is its own chunk, fetched when first visited.
const LandingPage = lazy(() => import('../features/auth/components/landing.page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in.page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password.page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password.page'));
const AcceptInvitePage = lazy(() => import('../features/auth/components/accept-invite.page'));
const UnlockAccountPage = lazy(() => import('../features/auth/components/unlock-account.page'));

// The signed-in app (shell, route table, the features' words) is one chunk, fetched once the
// session names someone: at once, alongside the availability checks, and only once.
let signedInApp: Promise<typeof import('./signed-in/signed-in-app')> | undefined;
function loadSignedInApp() {
  signedInApp ??= import('./signed-in/signed-in-app').then(async (module) => {
    await module.prepareSignedInApp(window.location.pathname);
    return module;
  });
  return signedInApp;
}
const SignedInApp = lazy(loadSignedInApp);

/** Signed out, every path but the landing and sign-in pages asks to sign in first, then comes back. */
function RedirectToSignIn() {
  const location = useLocation();
  return <Navigate to={paths.signInReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />;
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

export function AppRoutes() {
  const { user, status } = useCurrentUser();
  // Asked alongside the session check rather than after it: every first screen depends on it.
  useOrganisationStatus();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void loadSignedInApp();
  }, [signedIn]);
  return user ? (
    <SignedInAvailabilityGate user={user}>
      <Suspense fallback={<FullPageLoader />}>
        <SignedInApp user={user} />
      </Suspense>
    </SignedInAvailabilityGate>
  ) : (
    <>
      <SignedOutMaintenanceNotice />
      <SignedOutRoutes checking={status === 'loading'} />
    </>
  );
}
