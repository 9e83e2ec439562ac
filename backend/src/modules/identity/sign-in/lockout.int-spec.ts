import { CONSISTENCY_HEADER, type AdminUserView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

describe('account lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const attempt = (password: string) => t.http().post('/api/auth/login').send({ email: 'leader@demo.church', password });

  it('locks after five failures in fifteen minutes, refuses even the right password, and an admin can unlock', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt(`wrong-password-${i}`)).body.code).toBe('INVALID_CREDENTIALS');
    const fifth = await attempt('wrong-password-5');
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe('ACCOUNT_LOCKED');
    expect(fifth.body.message).toBe('Your account has been temporarily locked for security reasons.');

    const right = await attempt(DEMO_PASSWORD);
    expect(right.status).toBe(423);
    expect(new Date(right.body.details.lockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    const admin = await t.signIn('admin@demo.church');
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[];
    const leader = users.find((u) => u.email === 'leader@demo.church')!;
    // Five wrong passwords; the right one while locked is refused but is not a failure.
    expect(leader).toMatchObject({ failedLoginAttempts: 5, lockedUntil: expect.any(String) });
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|argon2/);

    const unlocked = await t.http().post(`/api/admin/users/${leader.id}/unlock`).set('Cookie', admin).expect(200);
    const after = (await t.http().get('/api/admin/users').set('Cookie', admin).set(CONSISTENCY_HEADER, unlocked.body.position).expect(200))
      .body as AdminUserView[];
    expect(after.find((u) => u.id === leader.id)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts simultaneous failures without answering with a conflict', async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        t
          .http()
          .post('/api/auth/login')
          .send({ email: 'auditor@demo.church', password: `racing-wrong-${i}` }),
      ),
    );
    expect(responses.map((r) => r.body.code)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
  });

  it('answers an unknown email as it would a real account, in the same order, so lockout does not tell who has one', async () => {
    const answers = async (email: string, from: string) => {
      const seen: Array<{ status: number; code: string; lockedUntil?: string }> = [];
      for (let i = 0; i < 7; i++) {
        const response = await t
          .http()
          .post('/api/auth/login')
          .set('X-Forwarded-For', from)
          .send({ email, password: `x-${i}-wrong` });
        seen.push({ status: response.status, code: response.body.code, lockedUntil: response.body.details?.lockedUntil });
      }
      return seen;
    };
    const ghost = await answers('ghost@demo.church', '198.51.100.21');
    const real = await answers('pastor@demo.church', '198.51.100.22');
    const shape = (seen: typeof ghost) => seen.map(({ status, code, lockedUntil }) => ({ status, code, locked: lockedUntil !== undefined }));
    expect(shape(ghost)).toEqual(shape(real));
    expect(shape(ghost).map((a) => a.code)).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    // A plausible lock: fifteen minutes from the fifth failure, the same on every later answer.
    for (const seen of [ghost, real]) {
      expect(new Date(seen[4].lockedUntil!).getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
      expect(seen[6].lockedUntil).toBe(seen[4].lockedUntil);
    }
    // The lock holds against that source only, for both.
    const elsewhere = await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.23')
      .send({ email: 'ghost@demo.church', password: 'x-wrong-9' });
    expect(elsewhere.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('rate-limits sign-in per account with RATE_LIMITED, without holding up other accounts', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push(
        (
          await t
            .http()
            .post('/api/auth/login')
            .send({ email: 'hammered@demo.church', password: `guess-${i}-x` })
        ).body.code,
      );
    }
    // An unknown email answers as an account would: locked from this client after its fifth failure.
    expect(codes.slice(0, 4).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.slice(4, 20).every((c) => c === 'ACCOUNT_LOCKED')).toBe(true);
    const limited = await t.http().post('/api/auth/login').send({ email: 'hammered@demo.church', password: 'guess-x-1' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
    expect((await t.http().post('/api/auth/login').send({ email: 'staff@demo.church', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('rate-limits an account per client: hammering it from one place does not hold up its holder elsewhere', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (
          await t
            .http()
            .post('/api/auth/login')
            .set('X-Forwarded-For', '198.51.100.40')
            .send({ email: 'vendor@demo.church', password: `guess-${i}-x` })
        ).body.code,
      );
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    expect(
      (await t.http().post('/api/auth/login').set('X-Forwarded-For', '198.51.100.41').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('rate-limits sign-in per client address across accounts, without holding up other addresses', async () => {
    const limited = await startTestApp({ demoMemberCount: 0, env: { SIGN_IN_LIMIT_PER_IP: '5' } });
    try {
      // The app trusts X-Forwarded-For from a proxy on this machine, as behind a reverse proxy.
      const from = (ip: string, email: string, password = 'wrong-guess-1') =>
        limited.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
      for (const name of ['anna', 'boaz', 'caleb', 'dorcas', 'eli'])
        expect((await from('203.0.113.9', `${name}@nowhere.example`)).body.code).toBe('INVALID_CREDENTIALS');
      // Spread over five accounts, no per-account limit is near: the address's is spent, even for the right password.
      const over = await from('203.0.113.9', 'member@demo.church', DEMO_PASSWORD);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
      expect(over.headers['set-cookie']).toBeUndefined();
      expect(
        (await limited.http().post('/api/admin/login').set('X-Forwarded-For', '203.0.113.9').send({ email: 'admin@demo.church', password: DEMO_PASSWORD }))
          .status,
      ).toBe(429);
      expect((await from('198.51.100.4', 'member@demo.church', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets only administrators list accounts and unlock them', async () => {
    const staff = await t.signIn('staff@demo.church');
    expect((await t.http().get('/api/admin/users').set('Cookie', staff)).status).toBe(403);
    const admin = await t.signIn('admin@demo.church');
    expect((await t.http().post('/api/admin/users/not-a-user/unlock').set('Cookie', admin)).status).toBe(404);
  });
});
