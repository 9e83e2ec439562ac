import { MEMBER_MERGE_FIELDS, type MemberMergeField, type MergeSource } from '@koinonia/contracts';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { memberDecider } from './member.decider';
import type { MemberEvent, MemberMerged } from './member.events';
import type { MergedRecord } from './member-merge';

const survivorId = '0b7a1c9e-0000-4000-8000-00000000000a';
const mergedId = '0b7a1c9e-0000-4000-8000-00000000000b';
const otherId = '0b7a1c9e-0000-4000-8000-00000000000c';
const survivorRegistered: MemberEvent = {
  type: 'MemberRegistered',
  data: {
    memberId: survivorId,
    fullName: 'Jon Smith',
    email: 'jon@example.org',
    phone: '+13125550105',
    address: '1 Oak St',
    ministry: 'Prayer',
    role: 'member',
    joinedOn: '2020-01-05',
    birthDate: '',
    membershipStep: 'member',
    baptismDate: '',
  },
};
const photo: MemberEvent = { type: 'MemberPhotoChanged', data: { memberId: survivorId, photoId: 'photo-a' } };
const merged: MergedRecord = {
  memberId: mergedId,
  fullName: 'John Smith',
  values: {
    fullName: 'John Smith',
    email: 'jon@example.org',
    phone: '+13125550199',
    address: '1 Oak Street',
    ministry: 'Prayer',
    role: 'member',
    birthDate: '1980-03-04',
    joinedOn: '2019-06-01',
    membershipStep: 'member',
    baptismDate: '',
    photoId: null,
  },
};
const choices = (chosen: Partial<Record<MemberMergeField, MergeSource>>) =>
  Object.fromEntries(MEMBER_MERGE_FIELDS.map((f) => [f, chosen[f] ?? 'survivor'])) as Record<MemberMergeField, MergeSource>;
const mergedEvent: MemberMerged = {
  type: 'MemberMerged',
  data: {
    memberId: survivorId,
    mergedId,
    mergedName: 'John Smith',
    fields: choices({ fullName: 'merged', birthDate: 'merged', email: 'merged', photo: 'merged' }),
    // The email is the same on both records: choosing it changes nothing, so it is not recorded as a change.
    changes: { fullName: 'John Smith', birthDate: '1980-03-04', photoId: null },
    previous: { fullName: 'Jon Smith', birthDate: '', photoId: 'photo-a' },
  },
};
const spec = deciderSpec(memberDecider);

describe('member decider: merging duplicate people', () => {
  it('merges, taking the chosen values and remembering the survivor’s own', () => {
    spec
      .given([survivorRegistered, photo])
      .when({ type: 'MergeMember', memberId: survivorId, merged, fields: { fullName: 'merged', birthDate: 'merged', email: 'merged', photo: 'merged' } })
      .then([mergedEvent]);
  });

  it('marks the merged record as living on in the survivor', () => {
    spec
      .given([{ ...survivorRegistered, data: { ...survivorRegistered.data, memberId: mergedId } }])
      .when({ type: 'MergeMemberInto', memberId: mergedId, survivorId })
      .then([{ type: 'MemberMergedInto', data: { memberId: mergedId, survivorId } }]);
  });

  it('refuses merging a record into itself', () => {
    spec
      .given([survivorRegistered])
      .when({ type: 'MergeMember', memberId: survivorId, merged: { ...merged, memberId: survivorId }, fields: {} })
      .thenThrows('MEMBER_MERGE_SAME_RECORD');
    spec.given([survivorRegistered]).when({ type: 'MergeMemberInto', memberId: survivorId, survivorId }).thenThrows('MEMBER_MERGE_SAME_RECORD');
  });

  it('refuses merging a record already merged into another, and merging into a record merged away', () => {
    const mergedAway: MemberEvent = { type: 'MemberMergedInto', data: { memberId: survivorId, survivorId: otherId } };
    spec
      .given([survivorRegistered, mergedAway])
      .when({ type: 'MergeMemberInto', memberId: survivorId, survivorId: mergedId })
      .thenThrows('MEMBER_ALREADY_MERGED');
    spec.given([survivorRegistered, mergedAway]).when({ type: 'MergeMember', memberId: survivorId, merged, fields: {} }).thenThrows('MEMBER_ALREADY_MERGED');
  });

  it('records nothing when the same merge is asked again (a retried request)', () => {
    spec
      .given([survivorRegistered, photo, mergedEvent])
      .when({ type: 'MergeMember', memberId: survivorId, merged, fields: { fullName: 'merged' } })
      .thenNothing();
    spec
      .given([survivorRegistered, { type: 'MemberMergedInto', data: { memberId: survivorId, survivorId: otherId } }])
      .when({ type: 'MergeMemberInto', memberId: survivorId, survivorId: otherId })
      .thenNothing();
  });

  it('unmerges with the survivor’s own values from the merge’s event', () => {
    spec
      .given([survivorRegistered, photo, mergedEvent])
      .when({ type: 'UnmergeMember', memberId: survivorId, mergedId })
      .then([{ type: 'MemberUnmerged', data: { memberId: survivorId, mergedId, restored: { fullName: 'Jon Smith', birthDate: '', photoId: 'photo-a' } } }]);
    spec
      .given([survivorRegistered, { type: 'MemberMergedInto', data: { memberId: survivorId, survivorId: otherId } }])
      .when({ type: 'UnmergeMemberFrom', memberId: survivorId, survivorId: otherId })
      .then([{ type: 'MemberUnmergedFrom', data: { memberId: survivorId, survivorId: otherId } }]);
  });

  it('refuses unmerging what is not merged (never merged, or unmerged already)', () => {
    spec.given([survivorRegistered]).when({ type: 'UnmergeMember', memberId: survivorId, mergedId }).thenThrows('MEMBER_NOT_MERGED');
    const unmerged: MemberEvent = { type: 'MemberUnmerged', data: { memberId: survivorId, mergedId, restored: mergedEvent.data.previous } };
    spec
      .given([survivorRegistered, photo, mergedEvent, unmerged])
      .when({ type: 'UnmergeMember', memberId: survivorId, mergedId })
      .thenThrows('MEMBER_NOT_MERGED');
    spec.given([survivorRegistered]).when({ type: 'UnmergeMemberFrom', memberId: survivorId, survivorId: otherId }).thenThrows('MEMBER_NOT_MERGED');
    spec.given([]).when({ type: 'UnmergeMember', memberId: survivorId, mergedId }).thenThrows('MEMBER_NOT_FOUND');
  });

  describe('a record merged away takes no change of its own (the survivor does)', () => {
    const mergedAway: MemberEvent = { type: 'MemberMergedInto', data: { memberId: survivorId, survivorId: otherId } };
    const privacy = { listed: false, shareEmail: true, sharePhone: true, shareAddress: true };
    it.each([
      ['details', { type: 'ChangeMemberDetails', memberId: survivorId, changes: { fullName: 'Jonathan Smith' } }],
      ['its own details', { type: 'ChangeMemberDetails', memberId: survivorId, changes: { phone: '+13125550100' }, by: 'self' }],
      ['privacy', { type: 'ChangeMemberPrivacy', memberId: survivorId, privacy }],
      ['photo', { type: 'ChangeMemberPhoto', memberId: survivorId, photoId: 'photo-b' }],
      ['archiving', { type: 'ArchiveMember', memberId: survivorId }],
      ['restoring', { type: 'RestoreMember', memberId: survivorId }],
      ['a self-update request', { type: 'RequestSelfUpdate', memberId: survivorId, requestId: 'r1', changes: { phone: '+13125550100' }, requestedBy: 'u1' }],
    ] as const)('refuses %s with the survivor named', (_what, command) => {
      spec.given([survivorRegistered, mergedAway]).when(command).thenThrows('MEMBER_ALREADY_MERGED');
      expect(() =>
        memberDecider.decide(command, [survivorRegistered, mergedAway].reduce(memberDecider.evolve, memberDecider.initialState()), {
          now: '2026-11-22T10:00:00.000Z',
          actorId: 'u1',
        }),
      ).toThrow(expect.objectContaining({ details: { survivorId: otherId } }));
    });

    it('refuses approving a waiting self-update, and still lets staff decline it', () => {
      const requested: MemberEvent = {
        type: 'MemberSelfUpdateRequested',
        data: { memberId: survivorId, requestId: 'r1', changes: { phone: '+13125550100' }, previous: { phone: '+13125550105' }, requestedBy: 'u1' },
      };
      spec
        .given([survivorRegistered, requested, mergedAway])
        .when({ type: 'ApproveSelfUpdate', memberId: survivorId, requestId: 'r1' })
        .thenThrows('MEMBER_ALREADY_MERGED');
      spec
        .given([survivorRegistered, requested, mergedAway])
        .when({ type: 'DeclineSelfUpdate', memberId: survivorId, requestId: 'r1', reason: 'Merged' })
        .then([{ type: 'MemberSelfUpdateDeclined', data: { memberId: survivorId, requestId: 'r1', requestedBy: 'u1', reason: 'Merged' } }]);
    });

    it('takes changes again once unmerged', () => {
      const unmergedFrom: MemberEvent = { type: 'MemberUnmergedFrom', data: { memberId: survivorId, survivorId: otherId } };
      spec
        .given([survivorRegistered, mergedAway, unmergedFrom])
        .when({ type: 'ArchiveMember', memberId: survivorId })
        .then([{ type: 'MemberArchived', data: { memberId: survivorId } }]);
    });
  });

  it('an unmerge puts the survivor back exactly as it was, even with the merge’s event applied twice', () => {
    const before = [survivorRegistered, photo].reduce(memberDecider.evolve, memberDecider.initialState());
    const unmerged: MemberEvent = { type: 'MemberUnmerged', data: { memberId: survivorId, mergedId, restored: mergedEvent.data.previous } };
    const after = [survivorRegistered, photo, mergedEvent, mergedEvent, unmerged].reduce(memberDecider.evolve, memberDecider.initialState());
    expect(after).toEqual({ ...before, merges: {} });
    const twice = [survivorRegistered, photo, mergedEvent, mergedEvent].reduce(memberDecider.evolve, memberDecider.initialState());
    expect(twice).toEqual([survivorRegistered, photo, mergedEvent].reduce(memberDecider.evolve, memberDecider.initialState()));
  });
});
