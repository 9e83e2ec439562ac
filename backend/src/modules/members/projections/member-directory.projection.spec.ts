import { recorded } from '../../../testing/decider-spec.util';
import type { MemberEvent } from '../domain/member.events';
import type { HouseholdEvent } from '../households/domain/household.events';
import { memberDirectoryProjection as projection, type MemberDocument } from './member-directory.projection';

const id = '0b7a1c9e-0000-4000-8000-000000000002';
const stream = `member-${id}`;
const registration = {
  memberId: id,
  fullName: 'Kwame Mensah',
  email: 'kwame@example.org',
  phone: '+1 (217) 555-0142',
  address: '5 Elm',
  ministry: 'Youth',
  role: 'leader' as const,
  joinedOn: '2019-03-10',
};
const registered = recorded<MemberEvent>({ type: 'MemberRegistered', data: registration }, stream, 0, '2026-11-01T09:00:00.000Z');
const changed = recorded<MemberEvent>(
  { type: 'MemberDetailsChanged', data: { memberId: id, changes: { email: 'k.mensah@example.org', ministry: 'Music' } } },
  stream,
  1,
  '2026-11-02T09:00:00.000Z',
);
const archived = recorded<MemberEvent>({ type: 'MemberArchived', data: { memberId: id } }, stream, 2, '2026-11-03T09:00:00.000Z');
const restored = recorded<MemberEvent>({ type: 'MemberRestored', data: { memberId: id } }, stream, 3, '2026-11-04T09:00:00.000Z');

function run(events: (typeof registered)[], start: MemberDocument | null = null): MemberDocument | null {
  return events.reduce<MemberDocument | null>((doc, e) => projection.project(doc, e), start);
}

describe('member directory projection', () => {
  it('given a registration, builds the directory document with search and sort fields', () => {
    expect(run([registered])).toEqual({
      _id: id,
      fullName: 'Kwame Mensah',
      email: 'kwame@example.org',
      // Stored in E.164, whatever the event holds (this one was typed before phones were normalised).
      phone: '+12175550142',
      address: '5 Elm',
      ministry: 'Youth',
      role: 'leader',
      // A registration recorded before these were kept: unknown dates, the step its role implies.
      birthDate: '',
      membershipStep: 'member',
      baptismDate: '',
      childRelationship: false,
      status: 'active',
      joinedAt: '2019-03-10',
      updatedAt: '2026-11-01T09:00:00.000Z',
      revision: 0,
      sortName: 'mensah kwame',
      searchText: 'kwame mensah kwame@example.org +12175550142 12175550142 2175550142',
      privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
      sharedSearchText: 'kwame mensah',
      sharedEmail: '',
      inDirectory: true,
    });
  });

  it('when privacy choices change, keeps them and searches other members see only what is shared', () => {
    const sharedPhone = recorded<MemberEvent>(
      { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { sharePhone: true, listed: false } } },
      stream,
      2,
      '2026-11-05T09:00:00.000Z',
    );
    const doc = run([registered, changed, sharedPhone])!;
    expect(doc).toMatchObject({
      privacy: { listed: false, shareEmail: false, sharePhone: true, shareAddress: false },
      sharedSearchText: 'kwame mensah +12175550142 12175550142 2175550142',
      sharedEmail: '',
      revision: 2,
      updatedAt: '2026-11-05T09:00:00.000Z',
    });
    const sharedEmail = recorded<MemberEvent>(
      { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { shareEmail: true, sharePhone: false } } },
      stream,
      3,
    );
    expect(run([registered, changed, sharedPhone, sharedEmail])).toMatchObject({
      sharedSearchText: 'kwame mensah k.mensah@example.org',
      sharedEmail: 'k.mensah@example.org',
    });
    // An event applied twice changes nothing the second time.
    expect(run([registered, changed, sharedPhone, sharedPhone])).toEqual(doc);
    expect(run([registered, changed, sharedPhone, sharedEmail, sharedPhone])).toEqual(run([registered, changed, sharedPhone, sharedEmail]));
  });

  it('keeps a shared email searchable by other members when it changes', () => {
    const sharing = recorded<MemberEvent>({ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { shareEmail: true } } }, stream, 1);
    const moved = recorded<MemberEvent>({ type: 'MemberDetailsChanged', data: { memberId: id, changes: { email: 'kwame@mensah.example' } } }, stream, 2);
    expect(run([registered, sharing, moved])).toMatchObject({ sharedSearchText: 'kwame mensah kwame@mensah.example', sharedEmail: 'kwame@mensah.example' });
  });

  it('takes the choice a registration records', () => {
    const withChoice = recorded<MemberEvent>(
      { type: 'MemberRegistered', data: { ...registration, privacy: { listed: true, shareEmail: true, sharePhone: false, shareAddress: true } } },
      stream,
      0,
    );
    expect(run([withChoice])).toMatchObject({
      privacy: { listed: true, shareEmail: true, sharePhone: false, shareAddress: true },
      sharedEmail: 'kwame@example.org',
    });
  });

  it('when details change, updates them and the search text', () => {
    const doc = run([registered, changed])!;
    expect(doc).toMatchObject({ email: 'k.mensah@example.org', ministry: 'Music', revision: 1, updatedAt: '2026-11-02T09:00:00.000Z' });
    expect(doc.searchText).toContain('k.mensah@example.org');
    expect(doc.searchText).not.toContain('kwame@example.org');
  });

  it('keeps member since, step, birth and baptism dates, and a change of member since moves joinedAt', () => {
    const full = recorded<MemberEvent>(
      { type: 'MemberRegistered', data: { ...registration, birthDate: '1980-02-29', membershipStep: 'visitor', baptismDate: '1995-05-05' } },
      stream,
      0,
    );
    const since = recorded<MemberEvent>(
      { type: 'MemberDetailsChanged', data: { memberId: id, changes: { joinedOn: '2012-01-15', membershipStep: 'regular-attender' } } },
      stream,
      1,
    );
    expect(run([full, since])).toMatchObject({
      birthDate: '1980-02-29',
      baptismDate: '1995-05-05',
      membershipStep: 'regular-attender',
      joinedAt: '2012-01-15',
    });
    expect(run([full, since])).not.toHaveProperty('joinedOn');
    expect(run([full, since, since])).toEqual(run([full, since]));
  });

  it("keeps a child's contact details out of what other members may search, whatever they share", () => {
    const child = recorded<MemberEvent>(
      {
        type: 'MemberRegistered',
        data: { ...registration, birthDate: '2014-06-01', privacy: { listed: true, shareEmail: true, sharePhone: true, shareAddress: true } },
      },
      stream,
      0,
    );
    expect(run([child])).toMatchObject({ sharedSearchText: 'kwame mensah', sharedEmail: '' });
  });

  it('keeps the photo id, drops it on removal, and ignores the event applied twice', () => {
    const photo = recorded<MemberEvent>({ type: 'MemberPhotoChanged', data: { memberId: id, photoId: 'p1' } }, stream, 1);
    const none = recorded<MemberEvent>({ type: 'MemberPhotoChanged', data: { memberId: id, photoId: null } }, stream, 2);
    expect(run([registered, photo])!.photo).toBe('p1');
    expect(run([registered, photo, photo])).toEqual(run([registered, photo]));
    expect(run([registered, photo, none])!.photo).toBeUndefined();
  });

  it('archives and restores, leaving and rejoining the directory other members see', () => {
    expect(run([registered, changed, archived])).toMatchObject({ status: 'archived', inDirectory: false });
    expect(run([registered, changed, archived, restored])).toMatchObject({ status: 'active', inDirectory: true });
  });

  it('keeps an unlisted member out of the directory others see, archived or restored', () => {
    const unlisted = recorded<MemberEvent>({ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: false } } }, stream, 1);
    const archivedLater = recorded<MemberEvent>({ type: 'MemberArchived', data: { memberId: id } }, stream, 2);
    const restoredLater = recorded<MemberEvent>({ type: 'MemberRestored', data: { memberId: id } }, stream, 3);
    const listedAgain = recorded<MemberEvent>({ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: true } } }, stream, 4);
    expect(run([registered, unlisted])!.inDirectory).toBe(false);
    expect(run([registered, unlisted, archivedLater, restoredLater])!.inDirectory).toBe(false);
    expect(run([registered, unlisted, archivedLater, restoredLater, listedAgain])!.inDirectory).toBe(true);
  });

  it('given the same event twice, changes nothing the second time', () => {
    const once = run([registered, changed]);
    expect(run([registered, changed, changed])).toEqual(once);
    expect(run([registered, changed, archived, archived])).toEqual(run([registered, changed, archived]));
    // An old event arriving after a newer one must not roll the document back.
    expect(run([registered, changed, registered])).toEqual(once);
  });

  it('started mid-stream, ignores updates to a member it never saw registered', () => {
    expect(run([changed])).toBeNull();
    expect(run([archived])).toBeNull();
    expect(run([recorded<MemberEvent>({ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: false } } }, stream, 1)])).toBeNull();
  });

  describe('the child relationship, from the household events', () => {
    const household = (event: HouseholdEvent, revision: number) => recorded<HouseholdEvent>(event, 'household-h-1', revision, '2026-11-06T09:00:00.000Z');
    const asChild = household({ type: 'HouseholdMemberAdded', data: { householdId: 'h-1', memberId: id, relationship: 'child' } }, 1);
    const sharesAll = recorded<MemberEvent>(
      { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { shareEmail: true, sharePhone: true } } },
      stream,
      1,
    );

    it('placed as a child: out of the directory others see, and their contact details out of what they may search; the record keeps its revision', () => {
      const doc = run([registered, sharesAll, asChild])!;
      expect(doc).toMatchObject({ childRelationship: true, inDirectory: false, sharedSearchText: 'kwame mensah', sharedEmail: '', revision: 1 });
      expect(doc.updatedAt).toBe(run([registered, sharesAll])!.updatedAt);
      // Applied twice, nothing more changes.
      expect(run([registered, sharesAll, asChild, asChild])).toEqual(doc);
    });

    it('cleared when the relationship changes or the person leaves; kept across a move until the joining event says otherwise', () => {
      const listedAgain = run([registered, sharesAll])!;
      const adult = household({ type: 'HouseholdRelationshipChanged', data: { householdId: 'h-1', memberId: id, relationship: 'other-adult' } }, 2);
      expect(run([registered, sharesAll, asChild, adult])).toEqual(listedAgain);
      const removed = household({ type: 'HouseholdMemberRemoved', data: { householdId: 'h-1', memberId: id } }, 2);
      expect(run([registered, sharesAll, asChild, removed])).toEqual(listedAgain);
      const leaving = household({ type: 'HouseholdMemberRemoved', data: { householdId: 'h-1', memberId: id, toHouseholdId: 'h-2' } }, 2);
      expect(run([registered, sharesAll, asChild, leaving])).toMatchObject({ childRelationship: true, inDirectory: false });
      const joinedAsAdult = recorded<HouseholdEvent>(
        { type: 'HouseholdMemberAdded', data: { householdId: 'h-2', memberId: id, relationship: 'spouse', fromHouseholdId: 'h-1' } },
        'household-h-2',
        1,
      );
      expect(run([registered, sharesAll, asChild, joinedAsAdult, leaving])).toEqual(listedAgain);
    });

    it('cleared when the household is dissolved: its people are in none', () => {
      const dissolved = household({ type: 'HouseholdDissolved', data: { householdId: 'h-1', memberIds: [id, 'someone-else'] } }, 2);
      expect(projection.documentIds!(dissolved)).toEqual([id, 'someone-else']);
      expect(run([registered, sharesAll, asChild, dissolved])).toEqual(run([registered, sharesAll]));
    });

    it('follows a merge: the survivor takes the person in with the relationship chosen there', () => {
      const absorbed = (relationship: 'child' | 'other-adult') =>
        recorded<HouseholdEvent>(
          { type: 'HouseholdAbsorbed', data: { householdId: 'h-2', mergedId: 'h-1', members: [{ memberId: id, relationship }], address: '5 Elm' } },
          'household-h-2',
          3,
        );
      expect(projection.documentIds!(absorbed('child'))).toEqual([id]);
      expect(run([registered, absorbed('child')])).toMatchObject({ childRelationship: true, inDirectory: false });
      expect(run([registered, asChild, absorbed('other-adult')])).toMatchObject({ childRelationship: false, inDirectory: true });
    });

    it('an archived child restored stays out of the directory others see', () => {
      expect(run([registered, asChild, archived, restored])).toMatchObject({ status: 'active', inDirectory: false });
    });

    it('ignores household events for a person it never saw registered', () => {
      expect(run([asChild])).toBeNull();
    });
  });

  it('handles member events only and keys them by member id', () => {
    expect(projection.canHandle(registered)).toBe(true);
    expect(projection.canHandle({ ...registered, type: 'UserSignedIn' })).toBe(false);
    expect(projection.documentId(changed)).toBe(id);
  });
});
