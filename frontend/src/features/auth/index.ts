export { currentUserQueryOptions, forgetSession, useCurrentUser } from './api/get-current-user.query';
export { UserMenu } from './components/user-menu';
export { useSignOut } from './api/sign-out.mutation';
export { useSessions } from './api/get-sessions.query';
