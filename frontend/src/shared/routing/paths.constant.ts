import { linkTo, pathOf } from './routes.util';

/**
 * Links for features, built from the route data (`routes.constant.ts`); the signed-out screens,
 * which are not in it, by their own paths.
 */
export const paths = {
  home: pathOf('home'),
  signIn: '/signin',
  members: pathOf('members'),
  membersImport: pathOf('members-import'),
  member: (id: string) => linkTo('member', { id }),
  memberEdit: (id: string) => linkTo('member-edit', { id }),
  adminLogin: pathOf('admin-login'),
  adminDashboard: pathOf('admin-dashboard'),
  adminUsers: pathOf('admin-users'),
  adminOutbox: pathOf('admin-outbox'),
  securityCenter: pathOf('security-center'),
  accountSecurity: pathOf('account-security'),
  preferences: pathOf('preferences'),
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  acceptInvite: '/accept-invite',
  unlockAccount: '/unlock-account',
  volunteerAnswer: pathOf('volunteer-answer'),
  give: pathOf('give'),
  livestream: pathOf('livestream'),
  watch: '/watch',
  signInReturningTo: (returnTo: string) => (returnTo && returnTo !== '/' ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'),
} as const;

/** Route patterns (`:id` segments), for tests that mount one page under its route. */
export const routePatterns = {
  member: pathOf('member'),
  memberEdit: pathOf('member-edit'),
  studyGroup: pathOf('study-group'),
} as const;

/**
 * Where to go after signing in: only a path of this site (no `//evil.example`, no scheme), and
 * never back to the sign-in page itself.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  if (value === paths.signIn || value.startsWith(`${paths.signIn}?`) || value.startsWith(`${paths.signIn}/`)) return paths.home;
  return value;
}
