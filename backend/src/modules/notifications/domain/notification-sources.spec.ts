import { notificationFor, priorityOf, recipientsOf, type Candidate } from './notification-sources';

const users: Candidate[] = [
  { id: 'admin', roles: ['admin'], active: true },
  { id: 'pastor', roles: ['pastor'], active: true },
  { id: 'member', roles: ['member'], active: true },
  { id: 'two-roles', roles: ['member', 'pastor'], active: true },
  { id: 'gone-pastor', roles: ['pastor'], active: false },
];

describe('notification sources', () => {
  it('sends an announcement to everyone active, or to the active holders of one role', () => {
    const announcement = notificationFor(
      { id: 'e-1', type: 'AnnouncementSent', data: { announcementId: 'a-1', title: 'Choir', message: 'Thursday 7 pm', priority: 'high', audience: 'pastor' } },
      { subject: null },
    )!;
    expect(recipientsOf(announcement.audience, users)).toEqual(['pastor', 'two-roles']);
    expect(announcement.draft).toMatchObject({
      title: 'Choir',
      message: 'Thursday 7 pm',
      messageKey: null,
      category: 'announcement',
      priority: 'high',
      autoExpire: true,
      source: { kind: 'announcement', announcementId: 'a-1' },
    });
    expect(recipientsOf({ kind: 'everyone' }, users)).toEqual(['admin', 'pastor', 'member', 'two-roles']);
  });

  it('alerts those who can unlock accounts of a lockout, as a message key with parameters rather than English words', () => {
    const event = { id: 'e-2', type: 'UserLockedOut', data: { userId: 'member', until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } };
    const alert = notificationFor(event, { subject: { displayName: 'Ruth Anderson', email: 'member@demo.church' } })!;
    expect(recipientsOf(alert.audience, users)).toEqual(['admin']);
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
    expect(priorityOf(event)).toBe('high');
  });

  it('makes nothing of other events', () => {
    expect(notificationFor({ id: 'e-3', type: 'UserSignedIn', data: {} }, { subject: null })).toBeNull();
    expect(priorityOf({ id: 'e-3', type: 'UserSignedIn', data: {} })).toBeNull();
  });
});
