import { signInAttemptsNotice } from './sign-in-attempts.notification';

const issued = (source: string | null) => ({
  id: 'e-7',
  type: 'UserUnlockLinkIssued',
  data: { userId: 'u-1', tokenHash: 'h', expiresAt: '2026-11-22T11:00:00.000Z', source, lockedUntil: '2026-11-22T10:15:00.000Z', failedAttempts: 5 },
});

describe('the notice to an account’s holder of failed sign-ins', () => {
  it('tells the holder alone, as a message key with the attempts, the source and the end of the pause', () => {
    const notice = signInAttemptsNotice.notificationFor(issued('203.0.113.9'), { subject: null })!;
    expect(notice.audience).toEqual({ kind: 'users', userIds: ['u-1'] });
    expect(notice.draft).toEqual({
      title: '',
      message: '',
      messageKey: 'signInAttemptsFromSource',
      params: { attempts: '5', until: '2026-11-22T10:15:00.000Z', source: '203.0.113.9' },
      notificationType: 'warning',
      category: 'security',
      priority: 'high',
      autoExpire: false,
      link: '/account/security',
      source: { kind: 'event', eventId: 'e-7' },
    });
    expect(JSON.stringify(notice)).not.toContain('"h"');
  });

  it('says when every sign-in is paused, not one source', () => {
    const notice = signInAttemptsNotice.notificationFor(issued(null), { subject: null })!;
    expect(notice.draft.messageKey).toBe('signInAttemptsEverywhere');
    expect(notice.draft.params).toEqual({ attempts: '5', until: '2026-11-22T10:15:00.000Z' });
  });
});
