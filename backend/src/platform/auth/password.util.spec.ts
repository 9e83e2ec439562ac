import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.util';

describe('password hashing', () => {
  it('uses argon2id with OWASP’s parameters (19 MiB, 2 passes, 1 lane) and a salt of its own each time', async () => {
    const [first, second] = [await hashPassword('koinonia-demo-1'), await hashPassword('koinonia-demo-1')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'koinonia-demo-1')).toBe(true);
    expect(await verifyPassword(first, 'koinonia-demo-2')).toBe(false);
  });

  it('answers false, never throws, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything-1')).toBe(false);
    expect(await verifyAgainstDummy('anything-1')).toBe(false);
  });
});
