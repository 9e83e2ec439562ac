import { lockoutAlert } from './lockout-alert.notification';

describe('the lockout alert', () => {
  it('alerts those who can unlock accounts of a lockout, as a message key with parameters rather than English words', () => {
    const event = { id: 'e-2', type: 'UserLockedOut', data: { userId: 'member', until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } };
    const alert = lockoutAlert.notificationFor(event, { subject: { displayName: 'Ruth Anderson', email: 'member@demo.church' } })!;
    expect(alert.audience).toEqual({ kind: 'permission', permission: 'users.manage' });
    expect(alert.draft).toEqual({
      title: '',
      message: '',
      messageKey: 'accountLocked',
      params: { name: 'Ruth Anderson', email: 'member@demo.church', until: '2026-11-22T10:15:00.000Z', attempts: '5' },
      notificationType: 'warning',
      category: 'security',
      priority: 'high',
      autoExpire: true,
      link: '/security-center',
      source: { kind: 'event', eventId: 'e-2' },
    });
    expect(lockoutAlert.priorityOf(event)).toBe('high');
  });
});
