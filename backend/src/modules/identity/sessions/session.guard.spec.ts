import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { WsException } from '@nestjs/websockets';
import type { UserRole } from '@koinonia/contracts';
import { Public, Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { readConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/errors/domain-error';
import type { SessionResolution } from './session-resolution.service';
import { SessionGuard } from './session.guard';

/** Socket events as a gateway would declare them. */
class ExampleGateway {
  @Public() hello() {}
  @SignedIn() anyone() {}
  @Requires('security.read') securityOnly() {}
  undeclared() {}
}

/** Routes as a controller would declare them. */
class ExampleController {
  @Public() status() {}
  @Requires('security.read') securityLog() {}
  undeclared() {}
}

const resolveSession = jest.fn();
const config = readConfig({ DATA_DIR: '/tmp/unused' });
const guard = new SessionGuard(new Reflector(), { resolveSession } as unknown as SessionResolution, config);

/** given a socket holding `roles` (undefined: one that never passed the handshake) → when it sends `handler`'s event. */
function socketEvent(handler: keyof ExampleGateway, roles: UserRole[] | undefined) {
  const ack = jest.fn();
  const client = { data: roles ? { userId: 'u-1', roles, sessionId: 's-1' } : {} };
  const context = new ExecutionContextHost([client, { some: 'payload' }, ack, handler], ExampleGateway, ExampleGateway.prototype[handler]);
  context.setType('ws');
  return { ack, run: () => guard.canActivate(context) };
}

async function refusal(run: () => Promise<boolean>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WsException);
    return (error as WsException).getError();
  }
  throw new Error('the event was let through');
}

describe('SessionGuard on socket events', () => {
  it('lets an event through when the socket’s roles grant its permission, without a session lookup', async () => {
    expect(await socketEvent('securityOnly', ['member', 'admin']).run()).toBe(true);
    expect(await socketEvent('anyone', ['vendor']).run()).toBe(true);
    expect(await socketEvent('hello', undefined).run()).toBe(true);
    expect(resolveSession).not.toHaveBeenCalled();
  });

  it('refuses an event whose permission the roles lack with AUTHORIZATION, in the acknowledgement too', async () => {
    const { ack, run } = socketEvent('securityOnly', ['pastor', 'auditor']);
    const body = { code: 'AUTHORIZATION', message: 'Something unexpected happened. Our team has been notified.' };
    expect(await refusal(run)).toEqual(body);
    expect(ack).toHaveBeenCalledWith({ ok: false, error: body });
  });

  it('refuses an event that declares no access rule, even to an administrator', async () => {
    const { ack, run } = socketEvent('undeclared', ['admin']);
    expect(await refusal(run)).toMatchObject({ code: 'AUTHORIZATION' });
    expect(ack).toHaveBeenCalledWith({ ok: false, error: expect.objectContaining({ code: 'AUTHORIZATION' }) });
  });

  it('refuses a socket that carries no identity with AUTH_REQUIRED', async () => {
    expect(await refusal(socketEvent('anyone', undefined).run)).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});

/** given a request whose session resolves to `roles` (undefined: no session) → when it reaches `handler`'s route. */
function httpRequest(handler: keyof ExampleController, roles: UserRole[] | undefined) {
  resolveSession.mockResolvedValueOnce(
    roles ? { status: 'valid', user: { id: 'u-1', roles, twoFactorSetupRequired: false }, sessionId: 's-1' } : { status: 'missing' },
  );
  const request = { cookies: { [config.session.cookieName]: 'a-session-token' } };
  const context = new ExecutionContextHost([request, {}], ExampleController, ExampleController.prototype[handler]);
  context.setType('http');
  return () => guard.canActivate(context);
}

async function httpRefusal(run: () => Promise<boolean>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('the request was let through');
}

describe('SessionGuard on HTTP routes', () => {
  beforeEach(() => resolveSession.mockReset());

  it('lets a request through to a route whose permission the session’s roles grant', async () => {
    expect(await httpRequest('securityLog', ['admin'])()).toBe(true);
    expect(resolveSession).toHaveBeenCalledWith('a-session-token');
  });

  it('refuses a route that declares no access rule with AUTHORIZATION, even to an administrator', async () => {
    expect(await httpRefusal(httpRequest('undeclared', ['admin']))).toMatchObject({ code: 'AUTHORIZATION' });
    expect(await httpRefusal(httpRequest('undeclared', ['member', 'admin', 'pastor']))).toMatchObject({ code: 'AUTHORIZATION' });
  });

  it('asks who is calling first: without a session an undeclared route is AUTH_REQUIRED, a public one answers', async () => {
    expect(await httpRefusal(httpRequest('undeclared', undefined))).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(await httpRefusal(httpRequest('securityLog', undefined))).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(await httpRequest('status', undefined)()).toBe(true);
  });

  it('refuses a route whose permission the roles lack with AUTHORIZATION', async () => {
    expect(await httpRefusal(httpRequest('securityLog', ['pastor', 'member']))).toMatchObject({ code: 'AUTHORIZATION' });
  });
});
