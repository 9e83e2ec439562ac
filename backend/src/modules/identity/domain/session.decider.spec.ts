import { deciderSpec } from '../../../testing/decider-spec.util';
import { sessionDecider } from './session.decider';
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
