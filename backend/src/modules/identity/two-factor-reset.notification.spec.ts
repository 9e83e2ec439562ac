import { twoFactorResetNotice } from './two-factor-reset.notification';

const disabled = (by: string | null) => ({ id: 'e-9', type: 'UserTwoFactorDisabled', data: { userId: 'u-1', by } });

describe('the notice to an account’s holder that their two-step verification was reset', () => {
  it('tells the holder alone when an administrator turned it off, with a link to set it up again', () => {
    const notice = twoFactorResetNotice.notificationFor(disabled('admin-1'), { subject: null })!;
    expect(notice.audience).toEqual({ kind: 'users', userIds: ['u-1'] });
    expect(notice.draft).toEqual({
      title: '',
      message: '',
      messageKey: 'twoFactorReset',
      params: null,
      notificationType: 'warning',
      category: 'security',
      priority: 'high',
      autoExpire: false,
      link: '/account/security',
      source: { kind: 'event', eventId: 'e-9' },
    });
  });

  it('tells nobody when the holder turned their own off', () => {
    expect(twoFactorResetNotice.notificationFor(disabled('u-1'), { subject: null })).toBeNull();
    expect(twoFactorResetNotice.notificationFor(disabled(null), { subject: null })).toBeNull();
  });
});
