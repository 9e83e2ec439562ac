import { ApiError } from '../api/api-error';
import { createErrorHandler, type ErrorHandlerDeps } from './client-error-handler';
import { ErrorLog } from './error-log';

function setup(overrides: Partial<ErrorHandlerDeps> = {}) {
  localStorage.clear();
  const deps: ErrorHandlerDeps = {
    log: new ErrorLog(),
    send: jest.fn().mockResolvedValue(undefined),
    notify: jest.fn(),
    userId: () => 'u1',
    path: () => '/members',
    now: () => new Date('2026-11-02T10:00:00.000Z'),
    ...overrides,
  };
  return { deps, handler: createErrorHandler(deps) };
}

describe('the client error handler', () => {
  it('keeps, sends and shows a handled error', () => {
    const { deps, handler } = setup();
    handler.handle(new ApiError({ code: 'SERVER_ERROR', status: 500 }), { source: 'query' });

    const expected = {
      code: 'SERVER_ERROR',
      message: 'We are experiencing technical difficulties. Please try again shortly.',
      type: 'server',
      details: { status: 500, detail: 'We are experiencing technical difficulties. Please try again shortly.', source: 'query' },
      timestamp: '2026-11-02T10:00:00.000Z',
      path: '/members',
      userId: 'u1',
    };
    expect(deps.log.entries()).toEqual([expected]);
    expect(deps.send).toHaveBeenCalledWith(expected);
    expect(deps.notify).toHaveBeenCalledWith({ displayCode: 'SERVER_ERROR', titleCode: 'SERVER_ERROR' });
  });

  it('does not report a validation refusal to the administrators: the form answers the person', () => {
    const { deps, handler } = setup();
    const weak = new ApiError({
      code: 'VALIDATION_ERROR',
      status: 400,
      fields: [{ field: 'password', message: 'This password is too common and easy to guess. Please choose another.' }],
    });
    handler.handle(weak, { source: 'mutation', toast: false });
    expect(deps.send).not.toHaveBeenCalled();
    expect(deps.log.entries()).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', type: 'validation' })]);

    handler.handle(new ApiError({ code: 'SERVER_ERROR', status: 500 }), { source: 'mutation', toast: false });
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('keeps 100 in memory and the last 20 in local storage', () => {
    const { deps, handler } = setup();
    for (let i = 0; i < 105; i += 1) handler.handle(new Error(`failure ${i}`), { toast: false });
    expect(deps.log.entries()).toHaveLength(100);
    expect(deps.log.entries()[0].message).toBe('Error: failure 5');
    const stored = JSON.parse(localStorage.getItem('errorLogs')!);
    expect(stored).toHaveLength(20);
    expect(stored.at(-1).message).toBe('Error: failure 104');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('ignores a failure to send', async () => {
    const { deps, handler } = setup({ send: jest.fn().mockRejectedValue(new TypeError('offline')) });
    expect(() => handler.handle(new TypeError('Failed to fetch'))).not.toThrow();
    await Promise.resolve();
    expect(deps.notify).toHaveBeenCalledWith({ displayCode: 'NETWORK_ERROR', titleCode: 'NETWORK_ERROR' });
  });

  it('shows an unknown code with the UNKNOWN_ERROR words', () => {
    const { deps, handler } = setup();
    handler.handle(new ApiError({ code: 'SLOT_TAKEN', status: 409 }));
    expect(deps.notify).toHaveBeenCalledWith({ displayCode: 'UNKNOWN_ERROR', titleCode: 'UNKNOWN_ERROR' });
    expect(deps.log.entries()[0].code).toBe('SLOT_TAKEN');
  });

  it('leaves cancelled requests alone', () => {
    const { deps, handler } = setup();
    expect(handler.handle(new DOMException('aborted', 'AbortError'))).toBeNull();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('keeps the stack of a screen that broke, within the size the server takes', () => {
    const { deps, handler } = setup();
    const error = new TypeError("Cannot read properties of null (reading 'map')");
    error.stack = `${error.message}\n${'    at Component (app.js:1:1)\n'.repeat(400)}`;
    handler.handle(error, { toast: false, source: 'component' });
    const entry = deps.log.entries()[0];
    expect(entry.type).toBe('client');
    expect(entry.details.stack).toEqual(expect.stringContaining('at Component'));
    expect(JSON.stringify(entry.details).length).toBeLessThanOrEqual(4096);
  });
});
