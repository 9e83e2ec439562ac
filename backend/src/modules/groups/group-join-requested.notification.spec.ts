import { groupJoinRequested } from './group-join-requested.notification';

const facts = { subject: null };
const data = { groupId: 'g1', memberId: 'm-ruth', requesterUserId: 'user-ruth', message: 'Hi', requestedAt: '2026-11-26T10:00:00.000Z' };

describe('a join request as a notification for the leaders', () => {
  it("tells the accounts of the group's leaders who asked, with a link to the group", () => {
    const event = {
      id: 'event-3',
      type: 'GroupJoinRequested',
      data: { ...data, groupName: 'Youth Friday Night', leaderIds: ['m-samuel'], requesterName: 'Ruth Anderson' },
    };
    const outcome = groupJoinRequested.notificationFor(event, facts)!;
    expect(outcome.draft).toEqual(
      expect.objectContaining({
        messageKey: 'groupJoinRequested',
        params: { group: 'Youth Friday Night', person: 'Ruth Anderson' },
        link: '/study-groups/g1',
        source: { kind: 'event', eventId: 'event-3' },
      }),
    );
    expect(outcome.audience).toEqual({ kind: 'members', memberIds: ['m-samuel'] });
  });

  it('tells no one for a request recorded before leaders were told (no leaders on the event)', () => {
    expect(groupJoinRequested.notificationFor({ id: 'event-4', type: 'GroupJoinRequested', data }, facts)).toBeNull();
  });
});
