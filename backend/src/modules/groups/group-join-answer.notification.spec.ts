import { groupJoinApproved, groupJoinDeclined } from './group-join-answer.notification';

const facts = { subject: null };
const event = (type: string, requesterUserId: string | null) => ({
  id: 'event-7',
  type,
  data: { groupId: 'g1', groupName: 'Youth Friday Night', memberId: 'm1', requesterUserId },
});

describe('join answers as notifications', () => {
  it('tells the account that asked, in its own language, with a link to the group', () => {
    expect(groupJoinApproved.notificationFor(event('GroupJoinRequestApproved', 'user-ruth'), facts)).toEqual({
      audience: { kind: 'users', userIds: ['user-ruth'] },
      draft: expect.objectContaining({
        messageKey: 'groupJoinApproved',
        params: { group: 'Youth Friday Night' },
        notificationType: 'success',
        link: '/study-groups/g1',
        source: { kind: 'event', eventId: 'event-7' },
      }),
    });
    expect(groupJoinDeclined.notificationFor(event('GroupJoinRequestDeclined', 'user-ruth'), facts)?.draft.messageKey).toBe('groupJoinDeclined');
  });

  it('tells no one when the person has no account (the office asked for them)', () => {
    expect(groupJoinApproved.notificationFor(event('GroupJoinRequestApproved', null), facts)).toBeNull();
  });
});
