import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { rostersProjection } from './rosters.projection';

const eventId = '5b8d5c1e-0f5e-4d8e-9a51-3c2f1e0d9b71';
const recorded = (revision: number, type: string, data: Record<string, unknown>) =>
  ({
    id: `e${revision}`,
    stream: `eventroster-${eventId}_2027-02-13`,
    revision,
    position: BigInt(revision + 1),
    type,
    data,
    metadata: {},
  }) as unknown as RecordedEvent;

describe('the rosters projection', () => {
  it('keeps the roster in order with everyone on it, and the same when an event comes twice', () => {
    const first = recorded(0, 'EventRegistered', { eventId, date: '2027-02-13', registrationId: 'r1', memberId: 'm1', party: 1, status: 'registered' });
    const second = recorded(1, 'AttendeeCheckedIn', { eventId, date: '2027-02-13', memberId: 'm2', registrationId: null });
    const once = rostersProjection.project(rostersProjection.project(null, first), second);
    const twice = rostersProjection.project(once, second);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ _id: `${eventId}_2027-02-13`, memberIds: ['m1', 'm2'], revision: 1, roster: { checkedIn: ['m2'] } });
  });
});
