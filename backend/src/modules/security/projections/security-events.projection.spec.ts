import { sha256 } from '../../../platform/crypto/sha256.util';
import { recorded } from '../../../testing/decider-spec.util';
import { chainEntries, EMPTY_CHAIN } from '../domain/security-log.chain';
import { SECURITY_LOG_STREAM, type SecurityLogEntryRecorded } from '../domain/security-log.events';
import { securityEventsProjection as projection } from './security-events.projection';

const source = recorded({ type: 'UserSignInFailed', data: { userId: 'u-1', at: '2026-11-22T10:00:00.000Z', ip: '10.0.0.1' } }, 'user-u-1', 3);
const { entries } = chainEntries(
  [{ type: 'sign-in-failed', occurredAt: '2026-11-22T10:00:00.000Z', userId: 'u-1', actorId: null, ip: '10.0.0.1', details: { reason: 'wrong-password' } }],
  source,
  EMPTY_CHAIN,
  sha256,
);
const logged = recorded<SecurityLogEntryRecorded>({ type: 'SecurityLogEntryRecorded', data: entries[0] }, SECURITY_LOG_STREAM, 0);

describe('security events projection', () => {
  it('given an entry of the log, keeps it by its number for queries', () => {
    expect(projection.canHandle(logged)).toBe(true);
    expect(projection.documentId(logged)).toBe('0');
    expect(projection.project(null, logged)).toEqual({
      _id: '0',
      seq: 0,
      type: 'sign-in-failed',
      occurredAt: '2026-11-22T10:00:00.000Z',
      userId: 'u-1',
      actorId: null,
      ip: '10.0.0.1',
      details: { reason: 'wrong-password' },
      hash: entries[0].hash,
    });
  });

  it('applies the same entry twice to the same document', () => {
    const once = projection.project(null, logged);
    expect(projection.project(once, logged)).toEqual(once);
  });

  it('reads only entries of the log stream, not the domain events they came from', () => {
    expect(projection.canHandle(source)).toBe(false);
    expect(projection.canHandle({ ...logged, stream: 'securitylog-other' })).toBe(false);
  });
});
