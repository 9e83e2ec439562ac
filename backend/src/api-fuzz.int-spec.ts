import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { isErrorCode, USER_ROLES, type ErrorCode, type UserRole } from '@koinonia/contracts';
import { BODY_LIMIT } from './app.factory';
import { EVENT_STORE } from './platform/platform.tokens';
import type { EventStore } from './platform/event-store/event-store.port';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { ReactorRunner } from './platform/reactors/reactor-runner.service';
import { routeCatalogue, type RouteInfo } from './testing/route-catalogue.util';
import { startTestApp, type TestApp } from './testing/test-app.util';

/**
 * Every API route, fuzzed: random JSON (and not JSON) bodies, query strings, headers and path ids,
 * oversized and malformed input, from a signed-out caller and from each role, over HTTP on
 * 127.0.0.1. A fixed seed and run count, so a run is repeatable and bounded. Each route runs with
 * the seed plus its index in the sorted route list; a failure prints that seed, fast-check's path
 * and the request (FUZZ_SEED and FUZZ_RUNS change the base seed and the runs per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Runs per route: about 1,500 requests over the whole API, under a minute on a loaded 2-core machine. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 18);
jest.setTimeout(150_000);

type Caller = UserRole | 'signed-out';
const CALLERS: Caller[] = ['signed-out', ...USER_ROLES];

/**
 * What a refused request (any answer outside 2xx) may still leave in the event store:
 * - the record of a refused authentication, when that refusal is the answer (a wrong password or
 *   code, a locked account): the failure is itself the fact the lockout and the security log need;
 * - what runs beside any request and is no effect of the refusal: reactors' outputs (the security
 *   log, notification dispatch), sweeps, and the renewal of the caller's own session (activity).
 * Anything else appended by a refused request is a refusal with a side effect: a bug.
 */
const AUTHENTICATION_REFUSALS: ReadonlySet<ErrorCode> = new Set(['INVALID_CREDENTIALS', 'INVALID_TWO_FACTOR_CODE', 'ACCOUNT_LOCKED']);
const FAILURE_RECORDS: ReadonlySet<string> = new Set(['UserSignInFailed', 'SignInAttemptFailed', 'UserLockedOut']);
const BESIDE_ANY_REQUEST: ReadonlySet<string> = new Set([
  'SecurityLogEntryRecorded',
  'NotificationsDispatched',
  'NotificationDelivered',
  'NotificationExpired',
  'UserSessionExpired',
  'UserSessionRenewed',
]);

interface FuzzRequest {
  caller: Caller;
  params: string[];
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const printable = (max: number) => fc.stringMatching(new RegExp(`^[ -~]{0,${max}}$`));
const huge = fc.constantFrom('a'.repeat(5000), '9'.repeat(400), '%'.repeat(300), '\u0000'.repeat(10));

/** A path id: a well-formed one of some kind, or anything at all, encoded or deliberately not. */
const pathId = fc.oneof(
  fc.uuid().map(encodeURIComponent),
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('0', '-1', '1e309', 'null', 'undefined', '__proto__', 'constructor', '%E0%A4%A', '%', '%00', '%2e%2e', 'a%2Fb', '..'),
  huge.map(encodeURIComponent),
);

const QUERY_KEYS = ['page', 'pageSize', 'search', 'type', 'userId', 'from', 'to', 'range', 'timeZone', 'q', 'sort', 'order', 'status', 'role', 'ministry'];
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS, '__proto__', 'constructor[prototype]', 'a[b][c]', 'page[]'), fc.string({ maxLength: 12 })),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', '-1', '1e400', 'NaN', 'true', '2026-02-30', 'Mars/Olympus'), huge),
      fc.boolean(),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v, raw]) => (raw ? `${k}=${v.replace(/[#\s]/g, '')}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&'));

/** One time in `every`, one of `values`; absent otherwise, so most requests get past the checks every request meets first. */
const sometimes = <T>(values: fc.Arbitrary<T>, every = 4) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values });
const headers = fc
  .record({
    'x-consistency-position': sometimes(fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String), printable(30))),
    'if-match': sometimes(
      fc.oneof(
        fc.nat(1000).map((n) => `"${n}"`),
        printable(20),
      ),
    ),
    'accept-language': sometimes(fc.oneof(fc.constantFrom('ar-EG,ar;q=0.9', 'tlh', '*', 'zh-Hant-TW', ''), printable(40))),
    'content-type': fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'nonsense'),
      },
    ),
    // Another site's page: refused before anything else (CROSS_SITE_REQUEST), so only now and then.
    origin: sometimes(fc.constantFrom('https://evil.example', 'null'), 12),
    'sec-fetch-site': sometimes(fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none'), 12),
    'user-agent': sometimes(printable(200)),
  })
  .map((all) => Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined)));

const BODY_KEYS = ['email', 'password', 'currentPassword', 'newPassword', 'displayName', 'fullName', 'roles', 'token', 'code', 'message', 'title', 'language'];
const MORE_KEYS = [
  'theme',
  'step',
  'tour',
  'helpful',
  'priority',
  'audience',
  'ministry',
  'role',
  'phone',
  'listed',
  'memberId',
  'details',
  'url',
  'requiredRoles',
];
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.constantFrom(['admin'], ['member', 'vendor'], 'admin', 'en', 'dark', 'everyone', 'urgent'),
);
const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...BODY_KEYS, ...MORE_KEYS), value, { maxKeys: 5 }).map((v) => JSON.stringify(v)),
  fc.object({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? '{}'),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"text"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', ' ', '\u0000'),
  fc.constant(JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) })),
);

const requestFor = (route: RouteInfo): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    caller: fc.constantFrom(...CALLERS),
    params: fc.array(pathId, { minLength: (route.path.match(/:\w+/g) ?? []).length, maxLength: (route.path.match(/:\w+/g) ?? []).length }),
    query: fc.option(queryString, { nil: '' }),
    headers,
    // fetch sends no body with GET or HEAD (tus asks an upload's offset by HEAD).
    body: route.method === 'get' || route.method === 'head' ? fc.constant(undefined) : fc.option(body, { nil: undefined }),
  });

describe('API fuzz: every route, random input, every caller', () => {
  let t: TestApp;
  let base: string;
  const cookies = new Map<Caller, string>();
  const store = () => t.app.get<EventStore>(EVENT_STORE);

  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 4, env: { SIGN_IN_LIMIT_PER_IP: '100000', SIGN_IN_LIMIT_PER_ACCOUNT: '100000' } });
    // A fuzzed X-Consistency-Position far ahead waits the whole bound: a short one keeps the run short (the wait itself is tested elsewhere).
    t.config.consistencyWaitMs = 50;
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    for (const role of USER_ROLES) cookies.set(role, await t.signIn(`${role}@demo.church`));
  });
  afterAll(() => t.close());

  /** Keeps each role signed in: a fuzzed sign-out (or "end my other sessions") must not turn the rest of the run into a signed-out one. */
  const cookieOf = async (caller: Caller): Promise<string | undefined> => {
    if (caller === 'signed-out') return undefined;
    const cookie = cookies.get(caller)!;
    if ((await fetch(`${base}/api/auth/user`, { headers: { cookie } })).status !== 401) return cookie;
    try {
      cookies.set(caller, await t.signIn(`${caller}@demo.church`));
    } catch {
      // Locked out by fuzzed password changes: carry on with the stale cookie (answers are still checked).
    }
    return cookies.get(caller);
  };

  /** Waits until projections and reactors have taken everything so far: what follows a request is then its own doing. */
  const settled = async (): Promise<bigint> => {
    const projections = t.app.get(ProjectionRunner);
    const reactors = t.app.get(ReactorRunner);
    for (let i = 0; i < 100; i++) {
      const head = await store().headPosition();
      await projections.waitFor(head, 2000);
      if (reactors.statuses().every((r) => r.position >= head) && (await store().headPosition()) === head) return head;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return store().headPosition();
  };

  const send = async (route: RouteInfo, request: FuzzRequest) => {
    let i = 0;
    const path = route.path.replace(/:\w+/g, () => request.params[i++]);
    const url = `${base}${path}${request.query ? `?${request.query}` : ''}`;
    const cookie = await cookieOf(request.caller);
    const before = await settled();
    const response = await fetch(url, {
      method: route.method.toUpperCase(),
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      body: request.body,
    });
    const text = await response.text();
    const appended = (await store().readAll({ after: before })).map((e) => e.type);
    return { url, status: response.status, text, appended };
  };

  it(`answers every route without a server error, in the catalogue's words, and a refusal changes nothing (seed ${SEED})`, async () => {
    const routes = routeCatalogue(t.app).sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
    expect(routes.length).toBeGreaterThan(60);
    let requests = 0;
    for (const [index, route] of routes.entries()) {
      const seed = SEED + index;
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const answer = await send(route, request);
          requests += 1;
          const where = `${route.method.toUpperCase()} ${answer.url} as ${request.caller} → ${answer.status} ${answer.text.slice(0, 300)}`;
          expect({ where, serverError: answer.status >= 500 && answer.status !== 503 }).toEqual({ where, serverError: false });
          if (answer.status >= 200 && answer.status < 300) return;
          // Node itself refuses a request line and headers over its 16 KB limit (431) before the app sees them: no catalogue words, and nothing recorded.
          if (answer.status === 431) {
            expect({ where, appended: answer.appended.filter((type) => !BESIDE_ANY_REQUEST.has(type)) }).toEqual({ where, appended: [] });
            return;
          }
          // A HEAD answer has no body (by HTTP): its refusal is its status, and it must change nothing all the same.
          const parsed = (route.method === 'head' ? { code: null, message: '' } : JSON.parse(answer.text)) as { code?: unknown; message?: unknown };
          if (route.method !== 'head')
            expect({ where, catalogue: isErrorCode(parsed.code) && typeof parsed.message === 'string' }).toEqual({ where, catalogue: true });
          const recordsItsRefusal = AUTHENTICATION_REFUSALS.has(parsed.code as ErrorCode);
          const sideEffects = answer.appended.filter((type) => !BESIDE_ANY_REQUEST.has(type) && !(recordsItsRefusal && FAILURE_RECORDS.has(type)));
          expect({ where, sideEffects }).toEqual({ where, sideEffects: [] });
        }),
        { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(requests).toBe(routes.length * RUNS_PER_ROUTE);
  });
});
