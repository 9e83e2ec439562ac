import type { CurrentUser } from '@koinonia/contracts';
import { lazy, Suspense } from 'react';
import { RequirePermission } from '../shared/access';
import { RequireFeature, useOrganisationStatus } from '../shared/availability';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { paths, routePatterns, safeReturnTo } from '../shared/routing';
import { LoadingState } from '../shared/ui';
import { SignedInLayout } from './layout/signed-in-layout';
import { SignedInAvailabilityGate, SignedOutMaintenanceNotice } from './availability/availability-gate';

// Every page is its own chunk, fetched when first visited.
const LandingPage = lazy(() => import('../features/auth/components/landing.page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in.page'));
const HomePage = lazy(() => import('./routes/home.page'));
const NotFoundPage = lazy(() => import('./routes/not-found.page'));
const MembersPage = lazy(() => import('../features/members/components/members.page'));
const MemberProfilePage = lazy(() => import('../features/members/components/member-profile.page'));
const MemberEditPage = lazy(() => import('../features/members/components/member-edit.page'));
const AdminDashboardPage = lazy(() => import('../features/admin/components/admin-dashboard.page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password.page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password.page'));
const AcceptInvitePage = lazy(() => import('../features/auth/components/accept-invite.page'));
const SignedInLinkPage = lazy(() => import('../features/auth/components/signed-in-link.page'));
const TwoFactorRequiredPage = lazy(() => import('../features/auth/components/two-factor-required.page'));
const AccountSecurityPage = lazy(() => import('../features/auth/components/account-security.page'));
const UsersPage = lazy(() => import('../features/users/components/users.page'));
const OutboxPage = lazy(() => import('../features/users/components/outbox.page'));

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
        <Route index element={<HomePage />} />
        <Route path={paths.members} element={<RequirePermission permission="members.read"><RequireFeature flag="memberDirectory"><MembersPage /></RequireFeature></RequirePermission>} />
        <Route path={paths.memberDirectory} element={<RequirePermission permission="members.read"><RequireFeature flag="memberDirectory"><MembersPage /></RequireFeature></RequirePermission>} />
        <Route path={routePatterns.member} element={<RequirePermission permission="members.read"><RequireFeature flag="memberDirectory"><MemberProfilePage /></RequireFeature></RequirePermission>} />
        <Route path={routePatterns.memberEdit} element={<RequirePermission permission="members.write"><RequireFeature flag="memberDirectory"><MemberEditPage /></RequireFeature></RequirePermission>} />
        {/* A signed-in administrator at /admin/login goes to the dashboard; anyone else is told no. */}
        <Route path={paths.adminLogin} element={<RequirePermission permission="settings.manage"><Navigate to={paths.adminDashboard} replace /></RequirePermission>} />
        <Route path="/admin" element={<Navigate to={paths.adminDashboard} replace />} />
        <Route path={paths.adminDashboard} element={<RequirePermission permission="settings.manage"><AdminDashboardPage /></RequirePermission>} />
        <Route path={paths.accountSecurity} element={<AccountSecurityPage />} />
        <Route path={paths.acceptInvite} element={<SignedInLinkPage user={user} />} />
        <Route path={paths.resetPassword} element={<SignedInLinkPage user={user} />} />
        <Route path={paths.adminUsers} element={<RequirePermission permission="users.manage"><UsersPage /></RequirePermission>} />
        <Route path={paths.adminOutbox} element={<RequirePermission permission="users.manage"><OutboxPage /></RequirePermission>} />
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
