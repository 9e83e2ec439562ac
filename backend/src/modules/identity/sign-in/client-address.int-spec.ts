import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp } from '../../../testing/test-app.util';

/** Which client an attempt is counted against: an IPv6 /64 as one, and X-Forwarded-For only from a trusted proxy. */
describe('sign-in rate limits by client address', () => {
  it('failing-login: the addresses of one IPv6 /64 share one budget; the next /64 has its own', async () => {
    const t = await startTestApp({ demoMemberCount: 0, env: { SIGN_IN_LIMIT_PER_IP: '3' } });
    try {
      // From a proxy on this machine, which the app believes by default.
      const from = (ip: string, email: string, password = 'wrong-guess-1') =>
        t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
      for (const [i, ip] of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff:ffff:ffff:fffe'].entries())
        expect((await from(ip, `guess-${i}@nowhere.example`)).body.code).toBe('INVALID_CREDENTIALS');
      // A fourth address of the same /64 is the same client, even with the right password.
      const over = await from('2001:db8:7:1:1234::9', 'member@demo.church', DEMO_PASSWORD);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RATE_LIMITED');
      expect((await from('2001:db8:7:2::1', 'member@demo.church', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('successful-login: X-Forwarded-For is believed from a proxy TRUST_PROXY names, and from nowhere else', async () => {
    const t = await startTestApp({ demoMemberCount: 0, env: { SIGN_IN_LIMIT_PER_IP: '2', TRUST_PROXY: '10.20.0.0/16' } });
    try {
      const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
      const attempt = (remoteAddress: string, forwardedFor: string, i: number) =>
        fastify.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor, 'content-type': 'application/json' },
          payload: JSON.stringify({ email: `guess-${i}@nowhere.example`, password: 'wrong-guess-1' }),
        });
      // Through the trusted proxy, each client is its own: three clients, one attempt each.
      const proxied = await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((ip, i) => attempt('10.20.3.4', ip, i)));
      expect(proxied.map((r) => r.json<{ code: string }>().code)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
      // From a machine TRUST_PROXY does not name (loopback included, now), the header is ignored:
      // every "client" behind it is that one address, and the third attempt is over its budget.
      const codes: string[] = [];
      for (const [i, ip] of ['198.51.100.4', '198.51.100.5', '198.51.100.6'].entries())
        codes.push((await attempt('127.0.0.1', ip, i)).json<{ code: string }>().code);
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'RATE_LIMITED']);
      // The session records the address the trusted proxy forwarded.
      const signedIn = await fastify.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.20.3.4',
        headers: { 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'member@demo.church', password: DEMO_PASSWORD }),
      });
      expect(signedIn.statusCode).toBe(200);
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
      const sessions = (await t.http().get('/api/auth/sessions').set('Cookie', cookie).expect(200)).body as Array<{ ip: string }>;
      expect(sessions.map((s) => s.ip)).toEqual(['203.0.113.77']);
    } finally {
      await t.close();
    }
  });
});
