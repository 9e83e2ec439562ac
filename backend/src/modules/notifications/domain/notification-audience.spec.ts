import { announcementNotification } from '../announcement.notification';
import { recipientsOf, type Candidate } from './notification-audience';

const users: Candidate[] = [
  { id: 'admin', roles: ['admin'], active: true },
  { id: 'pastor', roles: ['pastor'], active: true },
  { id: 'member', roles: ['member'], active: true, memberId: 'm-member' },
  { id: 'two-roles', roles: ['member', 'pastor'], active: true },
  { id: 'gone-pastor', roles: ['pastor'], active: false, memberId: 'm-gone' },
];

describe('notification audiences and the announcement source', () => {
  it('sends an announcement to everyone active, or to the active holders of one role', () => {
    const event = {
      id: 'e-1',
      type: 'AnnouncementSent',
      data: { announcementId: 'a-1', title: 'Choir', message: 'Thursday 7 pm', priority: 'high', audience: 'pastor' },
    };
    const announcement = announcementNotification.notificationFor(event, { subject: null })!;
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
    expect(announcementNotification.priorityOf(event)).toBe('high');
    expect(recipientsOf({ kind: 'everyone' }, users)).toEqual(['admin', 'pastor', 'member', 'two-roles']);
  });

  it('names people one by one, and never an inactive one', () => {
    expect(recipientsOf({ kind: 'users', userIds: ['member', 'gone-pastor', 'nobody'] }, users)).toEqual(['member']);
  });

  it('names people by their member record: the active account linked to it, and none for a record without one', () => {
    expect(recipientsOf({ kind: 'members', memberIds: ['m-member', 'm-gone', 'm-no-account'] }, users)).toEqual(['member']);
  });
});
