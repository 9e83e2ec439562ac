import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useOrganisationStatus } from '../shared/availability';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { loadSignedOutAnswerPage } from '../features/volunteers/volunteers.feature';
import { paths } from '../shared/routing';
import { parsers, STORAGE_KEYS, useStoredState } from '../shared/storage';
import { FullPageLoader } from './full-page-loader';
import { SignedInAvailabilityGate, SignedOutMaintenanceNotice } from './availability/availability-gate';

// Every page is its own chunk, fetched when first visited.
const LandingPage = lazy(() => import('../features/auth/components/landing.page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in.page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password.page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password.page'));
const AcceptInvitePage = lazy(() => import('../features/auth/components/accept-invite.page'));
const UnlockAccountPage = lazy(() => import('../features/auth/components/unlock-account.page'));
const VolunteerAnswerPage = lazy(loadSignedOutAnswerPage);
const PublicGivePage = lazy(() => import('../features/give/components/public-give.page'));
// The manifest comes with the page (not in the landing page's chunk).
const PublicWatchPage = lazy(() => import('../features/livestream/livestream.feature').then((feature) => feature.loadPublicWatchPage()));

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

/**
 * Whether the server saw a session cookie with the request for this page (index.html's
 * `koinonia-session`, see the backend's index-page.util): the HttpOnly cookie is not readable
 * here. Null when the page does not say (the development server).
 */
function sessionCookieSent(): boolean | null {
  const hint = document.querySelector('meta[name="koinonia-session"]')?.getAttribute('content');
  return hint === 'present' ? true : hint === 'absent' ? false : null;
}

function SignedOutRoutes({ checking, likelySignedIn }: { checking: boolean; likelySignedIn: boolean }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        {/* The specification shows the landing page at / while the session is still being checked; to a
            browser most likely signed in still (it sent a session cookie, or its last check found someone), the loader instead. */}
        <Route index element={checking && likelySignedIn ? <FullPageLoader /> : <LandingPage />} />
        <Route path={paths.signIn} element={checking ? <FullPageLoader /> : <SignInPage />} />
        <Route path={paths.adminLogin} element={checking ? <FullPageLoader /> : <SignInPage area="admin" />} />
        <Route path="/admin/*" element={checking ? <FullPageLoader /> : <Navigate to={paths.adminLogin} replace />} />
        {/* Reached from emailed links, signed out. */}
        <Route path={paths.forgotPassword} element={checking ? <FullPageLoader /> : <ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={checking ? <FullPageLoader /> : <ResetPasswordPage />} />
        <Route path={paths.acceptInvite} element={checking ? <FullPageLoader /> : <AcceptInvitePage />} />
        <Route path={paths.unlockAccount} element={checking ? <FullPageLoader /> : <UnlockAccountPage />} />
        <Route path={paths.volunteerAnswer} element={checking ? <FullPageLoader /> : <VolunteerAnswerPage />} />
        {/* The public give link: visitors give without an account. */}
        <Route path={paths.give} element={checking ? <FullPageLoader /> : <PublicGivePage />} />
        {/* The public watch page: visitors watch the livestream while the church has it open. */}
        <Route path={paths.watch} element={checking ? <FullPageLoader /> : <PublicWatchPage />} />
        <Route path="*" element={checking ? <FullPageLoader /> : <RedirectToSignIn />} />
      </Routes>
    </Suspense>
  );
}

export function AppRoutes() {
  const { user: currentUser, status: currentStatus } = useCurrentUser();
  // The switch between the signed-out and signed-in faces renders deferred, which React does in
  // slices between which the browser can paint and answer input, rather than in one long task
  // (the query's answer would otherwise render the whole shell at once). Both together, so
  // no screen sees a status without its user.
  const session = useMemo(() => ({ user: currentUser, status: currentStatus }), [currentUser, currentStatus]);
  const { user, status } = useDeferredValue(session);
  // Asked alongside the session check rather than after it: every first screen depends on it.
  useOrganisationStatus();
  const signedIn = Boolean(user);
  // Whether the last check here found someone: while this one runs, such a browser fetches the
  // signed-in app at once rather than after the answer, and is not shown the landing page first.
  const [signedInBefore, setSignedInBefore] = useStoredState(STORAGE_KEYS.signedInHint, parsers.boolean, false);
  // For the first check, the server's word on the cookie comes first: without one nobody is signed
  // in, whatever happened last time. Later checks have the last one's answer.
  const [cookieSent] = useState(sessionCookieSent);
  const [checkedOnce, setCheckedOnce] = useState(false);
  const checking = status === 'loading';
  const likelySignedIn = !checkedOnce && cookieSent !== null ? cookieSent : signedInBefore;
  useEffect(() => {
    if (signedIn || (checking && likelySignedIn)) void loadSignedInApp();
  }, [signedIn, checking, likelySignedIn]);
  useEffect(() => {
    if (checking) return;
    setCheckedOnce(true);
    if (signedIn !== signedInBefore) setSignedInBefore(signedIn);
  }, [checking, signedIn, signedInBefore, setSignedInBefore]);
  return user ? (
    <SignedInAvailabilityGate user={user}>
      <Suspense fallback={<FullPageLoader />}>
        <SignedInApp user={user} />
      </Suspense>
    </SignedInAvailabilityGate>
  ) : (
    <>
      <SignedOutMaintenanceNotice />
      <SignedOutRoutes checking={checking} likelySignedIn={likelySignedIn} />
    </>
  );
}
