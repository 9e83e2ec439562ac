import { deciderSpec } from '../../../testing/decider-spec.util';
import { signInAttemptDecider, type SignInAttemptsFailed } from './sign-in-attempt.decider';

const spec = deciderSpec(signInAttemptDecider);
const tally: SignInAttemptsFailed['data'] = {
  email: 'ghost@example.org',
  userId: null,
  reason: 'unknown-account',
  source: '2001:db8:1:2::/64',
  ip: '2001:db8:1:2::9',
  userAgent: 'curl',
  attempts: 7,
  firstAt: '2026-11-22T10:00:00.000Z',
  lastAt: '2026-11-22T10:14:00.000Z',
};

describe('sign-in attempt decider', () => {
  it('records a tally of failures for an address with no account, from one source', () => {
    spec
      .given([])
      .when({ type: 'RecordUnmatchedSignIns', ...tally })
      .then([{ type: 'SignInAttemptsFailed', data: tally }]);
  });

  it('says when the account exists but is deactivated', () => {
    const inactive = { ...tally, email: 'gone@example.org', userId: 'u-1', reason: 'inactive-account' as const, attempts: 1 };
    spec
      .given([])
      .when({ type: 'RecordUnmatchedSignIns', ...inactive })
      .then([{ type: 'SignInAttemptsFailed', data: inactive }]);
  });

  it('records a tally once, and no empty one', () => {
    spec
      .given([{ type: 'SignInAttemptsFailed', data: tally }])
      .when({ type: 'RecordUnmatchedSignIns', ...tally })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'RecordUnmatchedSignIns', ...tally, attempts: 0 })
      .thenNothing();
  });
});
