import { paths, safeReturnTo } from './paths.constant';

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
