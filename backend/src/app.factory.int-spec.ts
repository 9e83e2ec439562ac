import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_JSON_FROM_BYTES } from './platform/http/json-compression.util';
import { startTestApp, type TestApp } from './testing/test-app.util';

/** The HTTP platform around the API: security headers, the built front end, body errors. */
describe('the HTTP platform', () => {
  const dist = mkdtempSync(join(tmpdir(), 'koinonia-dist-'));
  let t: TestApp;
  let cookie: string;
  const bigAsset = 'export const words = ["grace", "peace", "mercy"];\n'.repeat(200);
  const html = '<!doctype html><head><title>Koinonia</title></head><body></body>';
  const firstChunks = { signedOut: ['/assets/landing-aaa111.js'], signedIn: ['/assets/signed-in-bbb222.js', '/assets/preferences-ccc333.js'] };
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;
  const signedOutHtml = `<!doctype html><head><title>Koinonia</title><meta name="koinonia-session" content="absent">${preload('/assets/landing-aaa111.js')}</head><body></body>`;

  /** Writes a file with the build's brotli and gzip copies beside it. */
  function writePrecompressed(path: string, text: string) {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }

  /** The raw bytes as sent (supertest would decode them), through Fastify's own injection. */
  const inject = (url: string, headers: Record<string, string>) => t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writePrecompressed(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    writePrecompressed(join(dist, 'assets', 'big-def456.js'), bigAsset);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    writeFileSync(join(dist, 'first-chunks.json'), JSON.stringify(firstChunks));
    t = await startTestApp({ env: { FRONTEND_DIST: dist } });
    cookie = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sets the security headers on every answer, without HSTS outside production', async () => {
    for (const path of ['/', '/api/health', '/api/no-such-thing']) {
      const response = await t.http().get(path);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      // Same-origin requests and WebSockets only ('self' covers ws:/wss: to this host), never a socket to any host.
      expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the front end: hashed assets cached for good, other files for an hour', async () => {
    const asset = await t.http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const favicon = await t.http().get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    await t.http().head('/assets/index-abc123.js').expect(200);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
    ['gzip', 'br;q=0, gzip', gunzipSync],
  ] as const)('serves the build’s %s copy of an asset to a browser that sends Accept-Encoding: %s', async (encoding, accepted, decode) => {
    const response = await inject('/assets/big-def456.js', { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(bigAsset.length / 10);
    expect(decode(response.rawPayload).toString()).toBe(bigAsset);
  });

  it('serves the asset itself to a client that accepts no encoding, and a file without copies as it is', async () => {
    const plain = await inject('/assets/big-def456.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(bigAsset);
    const uncopied = await inject('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(uncopied.headers['content-encoding']).toBeUndefined();
    expect(uncopied.body).toBe('console.log(1);');
  });

  it('serves index.html for a client route compressed too, still not cached', async () => {
    const response = await inject('/members', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(signedOutHtml);
    const gzipped = await inject('/members', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(signedOutHtml);
    expect((await inject('/members', {})).body).toBe(signedOutHtml);
  });

  it('names the first screen’s chunks in index.html as preloads: the signed-in app’s to a browser with a session cookie, else the landing page’s', async () => {
    const signedIn = await inject('/', { cookie, 'accept-encoding': 'br' });
    expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
    expect(brotliDecompressSync(signedIn.rawPayload).toString()).toBe(
      `<!doctype html><head><title>Koinonia</title><meta name="koinonia-session" content="present">${preload('/assets/signed-in-bbb222.js')}${preload('/assets/preferences-ccc333.js')}</head><body></body>`,
    );
    // Another cookie is not a session's.
    expect((await inject('/', { cookie: 'theme=dark' })).body).toBe(signedOutHtml);
    expect((await inject('/', { cookie: `theme=dark; ${cookie}` })).body).toContain('content="present"');
  });

  it('compresses API JSON above the threshold, in the encoding the client prefers', async () => {
    const url = '/api/members?pageSize=50';
    const plain = await inject(url, { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_JSON_FROM_BYTES);
    const json = plain.json<{ total: number }>();
    expect(json.total).toBeGreaterThan(0);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await inject(url, { cookie, 'accept-encoding': accepted });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(json);
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await inject('/api/no-such-thing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_JSON_FROM_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it.each(['/', '/members', '/members/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/edit', '/assets', '/assets/missing.js', '/.env', '/%2e%2e/package.json'])(
    'answers %s with index.html, not cached',
    async (path) => {
      const response = await t.http().get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<title>Koinonia</title>');
    },
  );

  it.each([
    ['GET', '/api/no-such-thing'],
    ['GET', '/api'],
    ['GET', '/socket.io/anything'],
    ['POST', '/members'],
  ])('answers %s %s with the JSON 404, never the front end', async (method, path) => {
    const response = await (method === 'GET' ? t.http().get(path) : t.http().post(path));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('serves the API docs', async () => {
    await t.http().get('/api/docs').expect(200).expect('content-type', /html/);
    const openapi = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(openapi.body.paths['/api/members']).toBeDefined();
  });

  it('answers unreadable bodies in the catalogue format, never 500', async () => {
    const post = () => t.http().post('/api/members').set('Cookie', cookie);
    const malformed = await post().set('Content-Type', 'application/json').send('{"fullName": "A",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details: { fields: [], reason: expect.any(String) } });
    const huge = await post()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ fullName: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String), details: { fields: [], reason: expect.any(String) } });
    const scalar = await post().set('Content-Type', 'application/json').send('42');
    expect(scalar.status).toBe(400);
    expect(scalar.body.code).toBe('VALIDATION_ERROR');
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const unsupported = await post().set('Content-Type', type).send('fullName=A');
      expect({ type, status: unsupported.status, code: unsupported.body.code }).toEqual({ type, status: 415, code: 'VALIDATION_ERROR' });
    }
    const badUrl = await t.http().get('/api/members/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.code).toBe('VALIDATION_ERROR');
    expect(badUrl.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('takes an empty JSON body as {}, as before', async () => {
    const created = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .send({ fullName: 'Empty Body', email: 'empty.body@example.org', ministry: 'Youth', role: 'member' })
      .expect(201);
    const archived = await t.http().post(`/api/members/${created.body.id}/archive`).set('Cookie', cookie).set('Content-Type', 'application/json').send('');
    expect(archived.status).toBe(200);
  });
  it('refuses a cookie-authenticated write that another site’s page makes (CSRF), and changes nothing', async () => {
    const body = { fullName: 'Forged Write', email: 'forged.write@example.org', ministry: 'Youth', role: 'member' };
    const forged = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .send(body);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({
      code: 'CROSS_SITE_REQUEST',
      message: 'This request came from another website and was refused. Reload the page and try again.',
    });
    const oldBrowser = await t.http().post('/api/members').set('Cookie', cookie).set('Origin', 'https://evil.example').send(body);
    expect(oldBrowser.status).toBe(403);
    const found = await t.http().get('/api/members?search=forged.write').set('Cookie', cookie).expect(200);
    expect(found.body.total).toBe(0);
    const sameOrigin = await t.http().post('/api/members').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(body);
    expect(sameOrigin.status).toBe(201);
  });
});

describe('the HTTP platform in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' } });
    try {
      const response = await t.http().get('/api/health').expect(200);
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});
