import { deciderSpec } from '../../../testing/decider-spec.util';
import { sessionDecider, type SessionEvent } from './session.decider';
import type { UserSessionRenewed } from './user.events';

const spec = deciderSpec(sessionDecider);
const renewed = (idleExpiresAt: string): UserSessionRenewed => ({ type: 'UserSessionRenewed', data: { userId: 'u-1', sessionId: 's', idleExpiresAt } });
const renew = (idleExpiresAt: string) => ({ type: 'RenewSession' as const, userId: 'u-1', sessionId: 's', idleExpiresAt });

describe('session decider: idle renewal', () => {
  it('records the first renewal, and each later one that moves the idle end forward', () => {
    spec
      .given([])
      .when(renew('2026-11-22T13:00:00.000Z'))
      .then([renewed('2026-11-22T13:00:00.000Z')]);
    spec
      .given([renewed('2026-11-22T13:00:00.000Z')])
      .when(renew('2026-11-22T13:10:00.000Z'))
      .then([renewed('2026-11-22T13:10:00.000Z')]);
  });

  it('records nothing for a renewal that arrives late or twice', () => {
    spec
      .given([renewed('2026-11-22T13:10:00.000Z')])
      .when(renew('2026-11-22T13:10:00.000Z'))
      .thenNothing();
    spec
      .given([renewed('2026-11-22T13:10:00.000Z')])
      .when(renew('2026-11-22T13:00:00.000Z'))
      .thenNothing();
  });
});

const expired: SessionEvent = { type: 'UserSessionExpired', data: { userId: 'u-1', sessionId: 's' } };
const expire = (ends: { expiresAt?: string; idleExpiresAt: string }) => ({
  type: 'ExpireSession' as const,
  userId: 'u-1',
  sessionId: 's',
  expiresAt: ends.expiresAt ?? '2026-11-22T22:00:00.000Z',
  idleExpiresAt: ends.idleExpiresAt,
});

describe('session decider: the sweep of a session that ran out', () => {
  const now = '2026-11-22T12:00:00.000Z';

  it('records the expiry once the idle end or the absolute end has passed', () => {
    spec
      .given([])
      .when(expire({ idleExpiresAt: '2026-11-22T11:59:59.000Z' }), { now })
      .then([expired]);
    spec
      .given([renewed('2026-11-22T12:00:00.000Z')])
      .when(expire({ idleExpiresAt: '2026-11-22T11:30:00.000Z' }), { now })
      .then([expired]);
    spec
      .given([renewed('2026-11-22T12:20:00.000Z')])
      .when(expire({ expiresAt: '2026-11-22T11:00:00.000Z', idleExpiresAt: '2026-11-22T12:20:00.000Z' }), { now })
      .then([expired]);
  });

  it('records nothing for a session still alive, also when a renewal the read side has not seen moved its idle end', () => {
    spec
      .given([])
      .when(expire({ idleExpiresAt: '2026-11-22T12:00:01.000Z' }), { now })
      .thenNothing();
    spec
      .given([renewed('2026-11-22T12:25:00.000Z')])
      .when(expire({ idleExpiresAt: '2026-11-22T11:55:00.000Z' }), { now })
      .thenNothing();
  });

  it('records the expiry once, and no renewal after it', () => {
    spec
      .given([expired])
      .when(expire({ idleExpiresAt: '2026-11-22T11:00:00.000Z' }), { now })
      .thenNothing();
    spec
      .given([renewed('2026-11-22T11:00:00.000Z'), expired])
      .when(renew('2026-11-22T13:10:00.000Z'))
      .thenNothing();
  });
});
