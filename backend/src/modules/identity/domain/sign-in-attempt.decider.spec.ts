import { deciderSpec } from '../../../testing/decider-spec.util';
import { signInAttemptDecider } from './sign-in-attempt.decider';

const spec = deciderSpec(signInAttemptDecider);

describe('sign-in attempt decider', () => {
  it('records a failure for an email with no account', () => {
    spec
      .given([])
      .when({ type: 'RecordUnmatchedSignIn', email: 'ghost@example.org', userId: null, ip: '10.0.0.9', userAgent: 'curl' }, { now: '2026-11-22T10:00:00.000Z' })
      .then([
        {
          type: 'SignInAttemptFailed',
          data: { email: 'ghost@example.org', userId: null, reason: 'unknown-account', ip: '10.0.0.9', userAgent: 'curl', at: '2026-11-22T10:00:00.000Z' },
        },
      ]);
  });

  it('says when the account exists but is deactivated', () => {
    spec
      .given([])
      .when({ type: 'RecordUnmatchedSignIn', email: 'gone@example.org', userId: 'u-1', ip: '10.0.0.9', userAgent: '' })
      .then([
        {
          type: 'SignInAttemptFailed',
          data: { email: 'gone@example.org', userId: 'u-1', reason: 'inactive-account', ip: '10.0.0.9', userAgent: '', at: '2026-11-22T10:00:00.000Z' },
        },
      ]);
  });

  it('records an attempt once', () => {
    const recorded = {
      type: 'SignInAttemptFailed' as const,
      data: { email: 'x@y.org', userId: null, reason: 'unknown-account' as const, ip: '', userAgent: '', at: '2026-11-22T10:00:00.000Z' },
    };
    spec.given([recorded]).when({ type: 'RecordUnmatchedSignIn', email: 'x@y.org', userId: null, ip: '', userAgent: '' }).thenNothing();
  });
});
