import { MEMBER_MERGE_FIELDS, type MemberMergeField, type MergeSource } from '@koinonia/contracts';
import { recorded } from '../../../testing/decider-spec.util';
import type { MemberEvent, MemberMerged } from '../domain/member.events';
import { memberAliasesProjection } from './member-aliases.projection';
import { memberDirectoryProjection, type MemberDocument } from './member-directory.projection';

const survivorId = '0b7a1c9e-0000-4000-8000-00000000000a';
const mergedId = '0b7a1c9e-0000-4000-8000-00000000000b';
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
describe('the read side of a merge', () => {
  const stream = `member-${survivorId}`;
  const mergedStream = `member-${mergedId}`;
  const project = (events: Array<[MemberEvent, string, number]>) =>
    events.reduce<MemberDocument | null>((document, [event, s, revision]) => memberDirectoryProjection.project(document, recorded(event, s, revision)), null);

  it('the survivor takes the chosen values, lists the merge, and gets its own values back on unmerge (each event applied twice)', () => {
    const before = project([
      [survivorRegistered, stream, 0],
      [photo, stream, 1],
    ]);
    const afterMerge = project([
      [survivorRegistered, stream, 0],
      [photo, stream, 1],
      [mergedEvent, stream, 2],
      [mergedEvent, stream, 2],
    ]);
    expect(afterMerge).toMatchObject({
      fullName: 'John Smith',
      birthDate: '1980-03-04',
      sortName: 'smith john',
      mergedFrom: [{ id: mergedId, fullName: 'John Smith' }],
    });
    expect(afterMerge?.photo).toBeUndefined();
    const unmerged: MemberEvent = { type: 'MemberUnmerged', data: { memberId: survivorId, mergedId, restored: mergedEvent.data.previous } };
    const afterUnmerge = project([
      [survivorRegistered, stream, 0],
      [photo, stream, 1],
      [mergedEvent, stream, 2],
      [unmerged, stream, 3],
      [unmerged, stream, 3],
    ]);
    const { revision: _r, updatedAt: _u, mergedFrom, ...restored } = afterUnmerge!;
    const { revision: _r0, updatedAt: _u0, ...original } = before!;
    expect(restored).toEqual(original);
    expect(mergedFrom).toEqual([]);
  });

  it('the merged record leaves the directory while merged and comes back as it was', () => {
    const registered: MemberEvent = { ...survivorRegistered, data: { ...survivorRegistered.data, memberId: mergedId } };
    const into: MemberEvent = { type: 'MemberMergedInto', data: { memberId: mergedId, survivorId } };
    const out: MemberEvent = { type: 'MemberUnmergedFrom', data: { memberId: mergedId, survivorId } };
    const whileMerged = project([
      [registered, mergedStream, 0],
      [into, mergedStream, 1],
      [into, mergedStream, 1],
    ]);
    expect(whileMerged).toMatchObject({ status: 'merged', statusBeforeMerge: 'active', inDirectory: false, mergedInto: { id: survivorId } });
    const after = project([
      [registered, mergedStream, 0],
      [into, mergedStream, 1],
      [out, mergedStream, 2],
    ]);
    expect(after).toMatchObject({ status: 'active', inDirectory: true });
    expect(after).not.toHaveProperty('mergedInto');
    expect(after).not.toHaveProperty('statusBeforeMerge');
  });

  it('the aliases map a merged record to its survivor until the unmerge, and a replayed older event does not bring the alias back', () => {
    const into = recorded({ type: 'MemberMergedInto', data: { memberId: mergedId, survivorId } }, mergedStream, 1);
    const out = recorded({ type: 'MemberUnmergedFrom', data: { memberId: mergedId, survivorId } }, mergedStream, 2);
    const aliased = memberAliasesProjection.project(null, into);
    expect(aliased).toEqual({ _id: mergedId, survivorId, revision: 1 });
    expect(memberAliasesProjection.project(aliased, into)).toEqual(aliased);
    const unaliased = memberAliasesProjection.project(aliased, out);
    expect(unaliased).toEqual({ _id: mergedId, survivorId: '', revision: 2 });
    expect(memberAliasesProjection.project(unaliased, into)).toEqual(unaliased);
  });
});
