/** A stand-in for `fetch` in tests: routes by method and path, records every call. */
export interface FakeCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  calls: FakeCall[];
  /** Handlers by `"GET /api/members"` (path without query). */
  on: (route: string, handler: FakeHandler | FakeReply) => void;
  mock: jest.Mock;
}

function fakeResponse({ status = 200, body }: FakeReply) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => 'application/json' },
    text: async () => text,
  };
}

export function installFakeFetch(): FakeFetch {
  const routes = new Map<string, FakeHandler>();
  const calls: FakeCall[] = [];
  const mock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const call: FakeCall = {
      method,
      url,
      path,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes.get(`${method} ${path}`);
    if (!handler) return fakeResponse({ status: 404, body: { code: 'NOT_FOUND', message: 'No such route in the test.' } });
    return fakeResponse(await handler(call));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return {
    calls,
    mock,
    on: (route, handler) => routes.set(route, typeof handler === 'function' ? handler : () => handler),
  };
}
