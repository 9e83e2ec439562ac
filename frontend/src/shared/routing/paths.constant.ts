/** Every route path and link builder in one place. */
export const paths = {
  home: '/',
  signIn: '/signin',
  members: '/members',
  memberDirectory: '/member-directory',
  member: (id: string) => `/members/${encodeURIComponent(id)}`,
  memberEdit: (id: string) => `/members/${encodeURIComponent(id)}/edit`,
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  securityCenter: '/security-center',
  accountSecurity: '/account/security',
  preferences: '/preferences',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  acceptInvite: '/accept-invite',
  adminOutbox: '/admin/outbox',
  signInReturningTo: (returnTo: string) => (returnTo && returnTo !== '/' ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'),
} as const;

/** Route patterns for the router (`:id` segments). */
export const routePatterns = {
  member: '/members/:id',
  memberEdit: '/members/:id/edit',
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
