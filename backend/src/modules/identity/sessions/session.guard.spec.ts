import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { WsException } from '@nestjs/websockets';
import type { UserRole } from '@koinonia/contracts';
import { Public, Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { readConfig } from '../../../platform/config/app-config';
import type { SessionResolution } from './session-resolution.service';
import { SessionGuard } from './session.guard';

/** Socket events as a gateway would declare them. */
class ExampleGateway {
  @Public() hello() {}
  @SignedIn() anyone() {}
  @Requires('security.read') securityOnly() {}
  undeclared() {}
}

const resolveSession = jest.fn();
const guard = new SessionGuard(new Reflector(), { resolveSession } as unknown as SessionResolution, readConfig({ DATA_DIR: '/tmp/unused' }));

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
