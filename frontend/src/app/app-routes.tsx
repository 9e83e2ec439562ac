import type { CurrentUser } from '@koinonia/contracts';
import { lazy, Suspense } from 'react';
import { RequirePermission } from '../shared/access';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { paths, routePatterns, safeReturnTo } from '../shared/routing';
import { LoadingState } from '../shared/ui';
import { SignedInLayout } from './layout/signed-in-layout';

// Every page is its own chunk, fetched when first visited.
const LandingPage = lazy(() => import('../features/auth/components/landing.page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in.page'));
const HomePage = lazy(() => import('./routes/home.page'));
const NotFoundPage = lazy(() => import('./routes/not-found.page'));
const MembersPage = lazy(() => import('../features/members/components/members.page'));
const MemberProfilePage = lazy(() => import('../features/members/components/member-profile.page'));
const MemberEditPage = lazy(() => import('../features/members/components/member-edit.page'));
const SecurityCenterPage = lazy(() => import('../features/security/components/security-center.page'));

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
        <Route path="*" element={checking ? <FullPageLoader /> : <RedirectToSignIn />} />
      </Routes>
    </Suspense>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path={paths.signIn} element={<ReturnAfterSignIn />} />
      <Route element={<SignedInLayout user={user} />}>
        <Route index element={<HomePage />} />
        <Route path={paths.members} element={<RequirePermission permission="members.read"><MembersPage /></RequirePermission>} />
        <Route path={paths.memberDirectory} element={<RequirePermission permission="members.read"><MembersPage /></RequirePermission>} />
        <Route path={routePatterns.member} element={<RequirePermission permission="members.read"><MemberProfilePage /></RequirePermission>} />
        <Route path={routePatterns.memberEdit} element={<RequirePermission permission="members.write"><MemberEditPage /></RequirePermission>} />
        <Route path={paths.securityCenter} element={<RequirePermission permission="security.read"><SecurityCenterPage /></RequirePermission>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const { user, status } = useCurrentUser();
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes checking={status === 'loading'} />;
}
