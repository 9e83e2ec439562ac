import { DEFAULT_MEMBER_PRIVACY, type MemberPrivacy } from '@koinonia/contracts';
import { Query } from 'mingo';
import type { MemberDocument } from '../projections/member-directory.projection';
import { memberDirectoryProjection } from '../projections/member-directory.projection';
import { recorded } from '../../../testing/decider-spec.util';
import type { MemberEvent } from '../domain/member.events';
import { directoryReaderOf, isChildRecord, isVisibleTo, toMemberView, visibilityFilter, visibleSort, WHOLE_DIRECTORY } from './member-visibility.util';

function member(id: string, name: string, phone: string, privacy: Partial<MemberPrivacy>, status: 'active' | 'archived' = 'active'): MemberDocument {
  const registered = recorded<MemberEvent>(
    {
      type: 'MemberRegistered',
      data: {
        memberId: id,
        fullName: name,
        email: `${name.split(' ')[0].toLowerCase()}@example.org`,
        phone,
        address: '1 Elm',
        ministry: 'Prayer',
        role: 'member',
        joinedOn: '2020-01-01',
        privacy: { ...DEFAULT_MEMBER_PRIVACY, ...privacy },
      },
    },
    `member-${id}`,
    0,
  );
  const document = memberDirectoryProjection.project(null, registered)!;
  if (status === 'active') return document;
  return memberDirectoryProjection.project(document, recorded<MemberEvent>({ type: 'MemberArchived', data: { memberId: id } }, `member-${id}`, 1))!;
}

const ruth = member('ruth', 'Ruth Anderson', '(312) 555-0105', {});
const anna = member('anna', 'Anna Boateng', '(312) 555-0142', { sharePhone: true });
const hidden = member('hidden', 'Hannah Quiet', '(312) 555-0177', { listed: false, sharePhone: true });
const gone = member('gone', 'Gideon Left', '(312) 555-0188', { shareEmail: true }, 'archived');
const everyone = [ruth, anna, hidden, gone];

const asRuth = directoryReaderOf({ roles: ['member'], memberId: 'ruth' });
const asHidden = directoryReaderOf({ roles: ['member'], memberId: 'hidden' });
const asUnlinked = directoryReaderOf({ roles: ['member'], memberId: null });
const asStaff = directoryReaderOf({ roles: ['staff'], memberId: 'anna' });

/** The ids a reader's read finds, with the caller's own conditions as the service adds them. */
function found(reader: typeof asRuth, search?: string): string[] {
  const filter: Record<string, unknown> = search ? { searchText: { $regex: search } } : {};
  Object.assign(filter, visibilityFilter(reader, search));
  const query = new Query(filter);
  return everyone.filter((d) => query.test(d)).map((d) => d._id);
}

describe('member visibility', () => {
  it('lets a reader with members.private.read see every record, whole', () => {
    expect(asStaff.seesEverything).toBe(true);
    expect(directoryReaderOf({ roles: ['leader'], memberId: null }).seesEverything).toBe(true);
    expect(visibilityFilter(asStaff, '555')).toBeNull();
    expect(toMemberView(ruth, asStaff)).toMatchObject({ email: 'ruth@example.org', phone: '+13125550105', address: '1 Elm' });
    expect(everyone.every((d) => isVisibleTo(asStaff, d) && isVisibleTo(WHOLE_DIRECTORY, d))).toBe(true);
  });

  it('shows a member the active, listed members and their own record', () => {
    expect(found(asRuth)).toEqual(['ruth', 'anna']);
    expect(found(asHidden)).toEqual(['ruth', 'anna', 'hidden']);
    expect(found(asUnlinked)).toEqual(['ruth', 'anna']);
    expect(everyone.map((d) => isVisibleTo(asRuth, d))).toEqual([true, true, false, false]);
    expect(isVisibleTo(asHidden, hidden)).toBe(true);
  });

  it('finds others only by what they share, and the reader by anything of theirs', () => {
    expect(found(asRuth, '5550142')).toEqual(['anna']);
    // Ruth's own phone is hers to search; Hannah shares hers but is not listed.
    expect(found(asRuth, '5550105')).toEqual(['ruth']);
    expect(found(asHidden, '5550105')).toEqual([]);
    expect(found(asRuth, '5550177')).toEqual([]);
    expect(found(asRuth, 'anna@example')).toEqual([]);
    expect(found(asRuth, 'gideon')).toEqual([]);
    expect(found(asRuth, 'boateng')).toEqual(['anna']);
  });

  it('leaves out the contact details a member did not share, except from the member themselves', () => {
    const annaToRuth = toMemberView(anna, asRuth);
    expect(annaToRuth.phone).toBe('+13125550142');
    expect('email' in annaToRuth).toBe(false);
    expect('address' in annaToRuth).toBe(false);
    expect(annaToRuth.privacy).toEqual({ listed: true, shareEmail: false, sharePhone: true, shareAddress: false });
    expect(toMemberView(ruth, asRuth)).toMatchObject({ email: 'ruth@example.org', phone: '+13125550105', address: '1 Elm' });
    expect('email' in toMemberView(ruth, asHidden)).toBe(false);
  });

  it('orders by email only as far as it is shared', () => {
    expect(visibleSort(asRuth, { email: -1, _id: -1 })).toEqual({ sharedEmail: -1, _id: -1 });
    expect(visibleSort(asRuth, { sortName: 1, _id: 1 })).toEqual({ sortName: 1, _id: 1 });
    expect(visibleSort(asStaff, { email: 1, _id: 1 })).toEqual({ email: 1, _id: 1 });
    expect(anna.sharedEmail).toBe('');
    expect(gone.sharedEmail).toBe('gideon@example.org');
  });

  describe('children', () => {
    const sharesAll = { sharePhone: true, shareEmail: true, shareAddress: true };
    const withBirthDate = (document: MemberDocument, birthDate: string): MemberDocument => ({ ...document, birthDate });
    const today = '2026-11-22';

    it("never shows a child's contact details to another member, whatever was shared; staff and the child see them", () => {
      const child = withBirthDate(member('obed', 'Obed Anderson', '(312) 555-0190', sharesAll), '2012-05-01');
      const toRuth = toMemberView(child, asRuth, today);
      expect(toRuth.isChild).toBe(true);
      expect(['email', 'phone', 'address', 'birthDate'].filter((field) => field in toRuth)).toEqual([]);
      expect(toMemberView(child, asStaff, today)).toMatchObject({ isChild: true, phone: '+13125550190', birthDate: '2012-05-01' });
      expect(toMemberView(child, directoryReaderOf({ roles: ['member'], memberId: 'obed' }), today)).toMatchObject({ phone: '+13125550190' });
    });

    it('counts a person as a child until their eighteenth birthday', () => {
      expect(isChildRecord({ birthDate: '2008-11-23', childRelationship: false }, today)).toBe(true);
      expect(isChildRecord({ birthDate: '2008-11-22', childRelationship: false }, today)).toBe(false);
      expect(isChildRecord({ birthDate: '', childRelationship: false }, today)).toBe(false);
    });

    it("treats the household's child relationship as a child, whatever the birth date (the households hook)", () => {
      const adultByDate = { ...withBirthDate(member('jesse', 'Jesse Anderson', '(312) 555-0191', sharesAll), '1990-01-01'), childRelationship: true };
      expect(isChildRecord(adultByDate, today)).toBe(true);
      expect('phone' in toMemberView(adultByDate, asRuth, today)).toBe(false);
    });

    it("leaves another member's birth date out, even an adult's", () => {
      const adult = withBirthDate(anna, '1980-03-03');
      expect('birthDate' in toMemberView(adult, asRuth, today)).toBe(false);
      expect(toMemberView(adult, asStaff, today).birthDate).toBe('1980-03-03');
    });
  });
});
