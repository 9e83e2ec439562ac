import { VALIDATION_MESSAGES, type ClientErrorPage } from '@koinonia/contracts';
import { Readable } from 'node:stream';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const report = (overrides: Record<string, unknown> = {}) => ({
  code: 'NETWORK_ERROR',
  message: 'Unable to connect to our services. Please check your internet connection.',
  type: 'network',
  details: { status: 0, url: '/api/members' },
  timestamp: '2026-11-02T10:15:00.000Z',
  path: '/members',
  userId: 'claimed-by-the-browser',
  ...overrides,
});

describe('client error log API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const log = (body: unknown, cookie?: string) => {
    const call = t.http().post('/api/errors/log').set('X-Forwarded-For', '');
    return (cookie ? call.set('Cookie', cookie) : call).send(body as object);
  };
  const list = (cookie = admin) => t.http().get('/api/admin/errors').set('Cookie', cookie);

  it('successful-log: keeps the report with the session user (not the claimed one), newest first for admins', async () => {
    const staff = await t.signIn('staff@demo.church');
    await log(report({ code: 'SERVER_ERROR', type: 'server', path: '/members/x' }), staff).expect(204);
    await log(report({ code: 'AUTH_REQUIRED', type: 'authentication', path: '/signin' })).expect(204);

    const page = (await list().expect(200)).body as ClientErrorPage;
    expect(page.capacity).toBe(1000);
    expect(page.items[0]).toMatchObject({ code: 'AUTH_REQUIRED', type: 'authentication', path: '/signin', userId: null, userName: null });
    expect(page.items[1]).toMatchObject({
      code: 'SERVER_ERROR',
      message: report().message,
      type: 'server',
      details: { status: 0, url: '/api/members' },
      timestamp: '2026-11-02T10:15:00.000Z',
      path: '/members/x',
      userName: 'Maria Lopez',
      receivedAt: expect.any(String),
    });
    expect(page.items[1].userId).not.toBe('claimed-by-the-browser');
  });

  it('failing-list: only administrators read the log', async () => {
    const pastor = await t.signIn('pastor@demo.church');
    expect((await list(pastor).expect(403)).body.code).toBe('AUTHORIZATION');
    expect((await t.http().get('/api/admin/errors').expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it('failing-log: refuses malformed reports, and stores nothing', async () => {
    const before = (await list().expect(200)).body.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [report({ code: 'not a code' }), 'code', VALIDATION_MESSAGES.choice],
      [report({ type: 'meltdown' }), 'type', VALIDATION_MESSAGES.choice],
      [report({ message: 'x'.repeat(1001) }), 'message', VALIDATION_MESSAGES.tooLong],
      [report({ path: 'https://evil.example/' }), 'path', VALIDATION_MESSAGES.malformed],
      [report({ timestamp: 'yesterday' }), 'timestamp', VALIDATION_MESSAGES.malformed],
      [report({ details: { blob: 'x'.repeat(5000) } }), 'details', VALIDATION_MESSAGES.tooLong],
      [report({ details: 'text' }), 'details', VALIDATION_MESSAGES.malformed],
      [report({ extra: true }), 'extra', VALIDATION_MESSAGES.unknownField],
    ];
    for (const [body, field, message] of cases) {
      const response = await log(body).expect(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.details.fields).toContainEqual({ field, message });
    }
    expect((await list().expect(200)).body.total).toBe(before);
  });

  it('failing-log: refuses a body larger than a report can be before reading it', async () => {
    const response = await log({ ...report(), padding: 'x'.repeat(20 * 1024) }).expect(413);
    expect(response.body).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details: { fields: [], reason: VALIDATION_MESSAGES.tooLong } });
  });

  it('failing-log: refuses a body sent without a length once it passes the limit, and stores nothing', async () => {
    const before = (await list().expect(200)).body.total;
    const body = JSON.stringify({ ...report(), padding: 'x'.repeat(20 * 1024) });
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/errors/log',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        // A stream: sent in pieces, with no Content-Length to refuse it by.
        payload: Readable.from([body.slice(0, 8192), body.slice(8192)]),
      });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details: { fields: [], reason: VALIDATION_MESSAGES.tooLong } });
    expect((await list().expect(200)).body.total).toBe(before);
  });

  it('failing-log: limits how many reports one client sends a minute (RATE_LIMITED)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) statuses.push((await log(report({ message: `burst ${i}` }))).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    const refused = await log(report());
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
