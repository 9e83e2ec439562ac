import { deciderSpec, recorded } from '../../../testing/decider-spec.util';
import { buildMemberHistory } from './member-history';
import { memberDecider } from './member.decider';
import type { MemberEvent } from './member.events';

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
const spec = deciderSpec(memberDecider);

describe('member decider: members changing their own details', () => {
  it('applies a change by the member at once, marked as theirs with the values it replaced', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { phone: '+16305551273', address: '97 Birch Road' }, by: 'self' })
      .then([{ type: 'MemberDetailsChanged', data: { memberId: id, changes: { phone: '+16305551273' }, by: 'self', previous: { phone: '+13125550105' } } }]);
  });

  it('holds a change for approval as a request, without changing the record', () => {
    spec
      .given([registered])
      .when({
        type: 'RequestSelfUpdate',
        memberId: id,
        requestId: 'r1',
        changes: { phone: '+16305551273', email: 'ruth@example.org' },
        requestedBy: 'user-ruth',
      })
      .then([requested]);
    const state = [registered, requested].reduce(memberDecider.evolve, memberDecider.initialState());
    expect(state.status !== 'none' && state.details.phone).toBe('+13125550105');
  });

  it('records nothing for the same request again (its event applied twice), and replaces a pending request with a newer one', () => {
    spec
      .given([registered, requested])
      .when({ type: 'RequestSelfUpdate', memberId: id, requestId: 'r2', changes: { phone: '+16305551273' }, requestedBy: 'user-ruth' })
      .thenNothing();
    spec
      .given([registered, requested])
      .when({ type: 'RequestSelfUpdate', memberId: id, requestId: 'r2', changes: { address: '1 Elm Street' }, requestedBy: 'user-ruth' })
      .then([
        { type: 'MemberSelfUpdateWithdrawn', data: { memberId: id, requestId: 'r1' } },
        {
          type: 'MemberSelfUpdateRequested',
          data: { memberId: id, requestId: 'r2', changes: { address: '1 Elm Street' }, previous: { address: '97 Birch Road' }, requestedBy: 'user-ruth' },
        },
      ]);
  });

  it('applies an approved request through the same details change, once', () => {
    spec.given([registered, requested]).when({ type: 'ApproveSelfUpdate', memberId: id, requestId: 'r1' }).then([approved, applied]);
    // Approved already, or the approval applied twice: nothing more.
    spec.given([registered, requested, approved, applied]).when({ type: 'ApproveSelfUpdate', memberId: id, requestId: 'r1' }).thenNothing();
    spec.given([registered, requested, approved, applied, approved, applied]).when({ type: 'ApproveSelfUpdate', memberId: id, requestId: 'r1' }).thenNothing();
  });

  it('declines a pending request with the reason, leaving the record as it was', () => {
    spec.given([registered, requested]).when({ type: 'DeclineSelfUpdate', memberId: id, requestId: 'r1', reason: 'Please call the office' }).then([declined]);
    spec.given([registered, requested, declined]).when({ type: 'DeclineSelfUpdate', memberId: id, requestId: 'r1', reason: 'again' }).thenNothing();
    const state = [registered, requested, declined].reduce(memberDecider.evolve, memberDecider.initialState());
    expect(state.status !== 'none' && state.details.phone).toBe('+13125550105');
  });

  it('refuses to approve what is not waiting: unknown, declined or replaced', () => {
    spec.given([registered]).when({ type: 'ApproveSelfUpdate', memberId: id, requestId: 'r1' }).thenThrows('NOT_FOUND');
    spec.given([registered, requested, declined]).when({ type: 'ApproveSelfUpdate', memberId: id, requestId: 'r1' }).thenThrows('NOT_FOUND');
    spec
      .given([registered, requested, approved, applied])
      .when({ type: 'DeclineSelfUpdate', memberId: id, requestId: 'r1', reason: 'x' })
      .thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'RequestSelfUpdate', memberId: id, requestId: 'r1', changes: {}, requestedBy: null }).thenThrows('MEMBER_NOT_FOUND');
  });

  it("tells the member's history who changed what", () => {
    const stream = `member-${id}`;
    const history = buildMemberHistory(
      [registered, requested, declined].map((event, revision) => recorded(event, stream, revision)),
      () => 'Ruth Anderson',
    );
    expect(history.map((entry) => [entry.type, entry.summary, entry.bySelf])).toEqual([
      ['self-update-declined', 'Declined the asked change to phone: Please call the office', true],
      ['self-update-requested', 'Asked to change phone (waiting for approval)', true],
      ['registered', 'Added to the directory as Ruth Anderson', undefined],
    ]);
    const self = buildMemberHistory(
      [registered, { type: 'MemberDetailsChanged', data: { memberId: id, changes: { phone: '+16305551273' }, by: 'self', previous: {} } } as MemberEvent].map(
        (event, revision) => recorded(event, stream, revision),
      ),
      () => 'Ruth Anderson',
    );
    expect(self[0]).toMatchObject({
      type: 'updated',
      summary: 'Updated their own details: phone',
      bySelf: true,
      changes: [{ field: 'phone', from: '+13125550105', to: '+16305551273' }],
    });
  });
});
