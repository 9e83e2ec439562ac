import { recorded } from '../../../testing/decider-spec.util';
import type { MemberEvent } from '../domain/member.events';
import { memberSelfUpdatesProjection, type MemberSelfUpdateDocument } from './member-self-updates.projection';

const id = '0b7a1c9e-0000-4000-8000-000000000002';
const registered: MemberEvent = {
  type: 'MemberRegistered',
  data: {
    memberId: id,
    fullName: 'Ruth Anderson',
    email: 'ruth@example.org',
    phone: '+13125550105',
    address: '97 Birch Road',
    ministry: 'Prayer',
    role: 'member',
    joinedOn: '2020-01-05',
  },
};
const requested: MemberEvent = {
  type: 'MemberSelfUpdateRequested',
  data: { memberId: id, requestId: 'r1', changes: { phone: '+16305551273' }, previous: { phone: '+13125550105' }, requestedBy: 'user-ruth' },
};
const approved: MemberEvent = { type: 'MemberSelfUpdateApproved', data: { memberId: id, requestId: 'r1', requestedBy: 'user-ruth' } };
const applied: MemberEvent = {
  type: 'MemberDetailsChanged',
  data: { memberId: id, changes: { phone: '+16305551273' }, by: 'self', previous: { phone: '+13125550105' }, requestId: 'r1' },
};
const declined: MemberEvent = {
  type: 'MemberSelfUpdateDeclined',
  data: { memberId: id, requestId: 'r1', requestedBy: 'user-ruth', reason: 'Please call the office' },
};

describe('the self-updates list', () => {
  const stream = `member-${id}`;
  const apply = (events: MemberEvent[]) => {
    const documents = new Map<string, MemberSelfUpdateDocument>();
    events.forEach((event, revision) => {
      const stored = recorded(event, stream, revision);
      if (!memberSelfUpdatesProjection.canHandle(stored)) return;
      const key = memberSelfUpdatesProjection.documentId(stored) as string;
      const next = memberSelfUpdatesProjection.project(documents.get(key) ?? null, stored);
      if (next) documents.set(key, next);
    });
    return [...documents.values()];
  };

  it('lists a request once, and its outcome, whatever is applied twice', () => {
    const once = apply([registered, requested, approved, applied]);
    expect(once).toEqual([expect.objectContaining({ _id: 'r1', status: 'approved', changes: [{ field: 'phone', from: '+13125550105', to: '+16305551273' }] })]);
    expect(apply([registered, requested, requested, approved, approved, applied, declined])).toEqual(once);
  });

  it('lists a change applied at once, and not a staff edit', () => {
    const self: MemberEvent = {
      type: 'MemberDetailsChanged',
      data: { memberId: id, changes: { address: '1 Elm' }, by: 'self', previous: { address: '97 Birch Road' } },
    };
    const staff: MemberEvent = { type: 'MemberDetailsChanged', data: { memberId: id, changes: { address: '2 Elm' } } };
    expect(apply([registered, self, staff])).toEqual([
      expect.objectContaining({ status: 'applied', changes: [{ field: 'address', from: '97 Birch Road', to: '1 Elm' }] }),
    ]);
  });
});
