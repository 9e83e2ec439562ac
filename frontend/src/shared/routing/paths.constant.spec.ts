import { paths, safeReturnTo } from './paths.constant';
import { matchRoute } from './routes.util';

describe('safeReturnTo', () => {
  it('returns to a path of this site', () => {
    expect(safeReturnTo('/members?q=ruth')).toBe('/members?q=ruth');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/signin', '/signin?returnTo=/x'])('goes home instead of %p', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('builds the sign-in address with the return path encoded', () => {
    expect(paths.signInReturningTo('/members/a b')).toBe('/signin?returnTo=%2Fmembers%2Fa%20b');
    expect(paths.signInReturningTo('/')).toBe('/signin');
  });
});

describe('paths', () => {
  it('builds links from the route data', () => {
    expect(paths.member('m 1')).toBe('/members/m%201');
    expect(paths.memberEdit('m1')).toBe('/members/m1/edit');
    expect(matchRoute(paths.member('m1'))?.route.id).toBe('member');
    expect(matchRoute(paths.adminOutbox)?.route.id).toBe('admin-outbox');
  });

  it('opens the emailed links while signed in too, and keeps the sign-in pages out of the signed-in routes', () => {
    expect(matchRoute(paths.acceptInvite)?.route.id).toBe('accept-invite');
    expect(matchRoute(paths.resetPassword)?.route.id).toBe('accept-invite');
    expect(matchRoute(paths.signIn)).toBeNull();
    expect(matchRoute(paths.forgotPassword)).toBeNull();
  });
});
