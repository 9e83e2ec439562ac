import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { sessionStream, userStream, type UserEvent } from '../domain/user.events';
import { sessionsProjection as projection, type SessionDocument } from './sessions.projection';

const userId = '7d1c2b3a-0000-4000-8000-000000000009';
const sessionId = 'a'.repeat(64);
const signedIn = recorded<UserEvent>(
  {
    type: 'UserSignedIn',
    data: {
      userId,
      sessionId,
      at: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-11-22T22:00:00.000Z',
      idleExpiresAt: '2026-11-22T11:00:00.000Z',
      ip: '1',
      userAgent: 'ua',
    },
  },
  userStream(userId),
  1,
);
const renewed = (idleExpiresAt: string, stream: string, revision: number) =>
  recorded<UserEvent>({ type: 'UserSessionRenewed', data: { userId, sessionId, idleExpiresAt } }, stream, revision);
const signedOut = recorded<UserEvent>({ type: 'UserSignedOut', data: { userId, sessionId, reason: 'signed-out', by: userId } }, userStream(userId), 3);

const run = (events: RecordedEvent[]) => events.reduce<SessionDocument | null>((doc, e) => (projection.canHandle(e) ? projection.project(doc, e) : doc), null);

const open: SessionDocument = {
  _id: sessionId,
  userId,
  startedAt: signedIn.metadata.occurredAt,
  expiresAt: '2026-11-22T22:00:00.000Z',
  idleExpiresAt: '2026-11-22T11:00:00.000Z',
  ip: '1',
  userAgent: 'ua',
};

describe('sessions projection', () => {
  it('given nothing, when someone signs in, then their open session, once however often the event comes', () => {
    projectionSpec(projection).given([]).when(signedIn).then(open);
  });

  it('given an open session, when it is renewed, then its idle end moves forward, once however often the event comes', () => {
    projectionSpec(projection)
      .given([signedIn])
      .when(renewed('2026-11-22T11:10:00.000Z', sessionStream(sessionId), 0))
      .then({ ...open, idleExpiresAt: '2026-11-22T11:10:00.000Z' });
  });

  it('given an open session, when it is signed out, then it is gone, however often the event comes', () => {
    projectionSpec(projection).given([signedIn]).when(signedOut).then(null);
  });

  it('takes renewals from the session’s own stream and, in older data, from the user’s, alike', () => {
    const fromSessionStream = run([signedIn, renewed('2026-11-22T11:10:00.000Z', sessionStream(sessionId), 0)]);
    const fromUserStream = run([signedIn, renewed('2026-11-22T11:10:00.000Z', userStream(userId), 2)]);
    expect(fromSessionStream).toMatchObject({ _id: sessionId, userId, idleExpiresAt: '2026-11-22T11:10:00.000Z' });
    expect(fromUserStream).toEqual(fromSessionStream);
  });

  it('never moves the idle end back, and a renewal after the end brings nothing back', () => {
    expect(
      run([signedIn, renewed('2026-11-22T11:20:00.000Z', sessionStream(sessionId), 0), renewed('2026-11-22T11:10:00.000Z', sessionStream(sessionId), 1)]),
    ).toMatchObject({
      idleExpiresAt: '2026-11-22T11:20:00.000Z',
    });
    expect(run([signedIn, signedOut, renewed('2026-11-22T11:20:00.000Z', sessionStream(sessionId), 0)])).toBeNull();
  });

  it('keys every session event by the session id, whatever stream it is on', () => {
    expect(projection.documentId(renewed('2026-11-22T11:20:00.000Z', sessionStream(sessionId), 0))).toBe(sessionId);
    expect(projection.documentId(signedOut)).toBe(sessionId);
  });
});

describe('sessions projection: the sweep', () => {
  const expired = recorded({ type: 'UserSessionExpired', data: { userId, sessionId } }, sessionStream(sessionId), 1);

  it('drops a session once its expiry is recorded, and a late renewal brings nothing back', () => {
    expect(run([signedIn, renewed('2026-11-22T11:10:00.000Z', sessionStream(sessionId), 0), expired])).toBeNull();
    expect(run([signedIn, expired, renewed('2026-11-22T11:20:00.000Z', sessionStream(sessionId), 2)])).toBeNull();
    expect(projection.documentId(expired)).toBe(sessionId);
  });
});
