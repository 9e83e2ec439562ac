import { DEFAULT_MEMBER_PRIVACY, type MemberPrivacy } from '@koinonia/contracts';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { memberDecider } from './member.decider';
import type { MemberEvent, NewMemberDetails } from './member.events';

const id = '0b7a1c9e-0000-4000-8000-000000000001';
const details: NewMemberDetails = {
  fullName: 'Ruth Anderson',
  email: 'ruth@example.org',
  phone: '(312) 555-0105',
  address: '97 Birch Road',
  ministry: 'Prayer',
  role: 'member',
};
const registered: MemberEvent = { type: 'MemberRegistered', data: { memberId: id, ...details, joinedOn: '2020-01-05' } };
const spec = deciderSpec(memberDecider);

describe('member decider', () => {
  it('registers a new member, joining today when no date is given', () => {
    spec
      .given([])
      .when({ type: 'RegisterMember', memberId: id, details })
      .then([
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            ...details,
            birthDate: '',
            joinedOn: '2026-11-22',
            membershipStep: 'member',
            baptismDate: '',
            privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
          },
        },
      ]);
  });

  it('registers what the church records: birth date, member since, step and baptism', () => {
    spec
      .given([])
      .when({
        type: 'RegisterMember',
        memberId: id,
        details: { ...details, birthDate: '1990-04-02', membershipStep: 'regular-attender', baptismDate: '2001-06-10' },
        joinedOn: '2015-09-13',
      })
      .then([
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            ...details,
            birthDate: '1990-04-02',
            joinedOn: '2015-09-13',
            membershipStep: 'regular-attender',
            baptismDate: '2001-06-10',
            privacy: { ...DEFAULT_MEMBER_PRIVACY },
          },
        },
      ]);
  });

  it('registers a child (under 18 today) unlisted, and someone 18 today listed', () => {
    const child = { ...details, fullName: 'Obed Anderson', birthDate: '2008-11-23' };
    spec
      .given([])
      .when({ type: 'RegisterMember', memberId: id, details: child })
      .then([
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            ...child,
            joinedOn: '2026-11-22',
            membershipStep: 'member',
            baptismDate: '',
            privacy: { ...DEFAULT_MEMBER_PRIVACY, listed: false },
          },
        },
      ]);
    const adult = { ...details, birthDate: '2008-11-22' };
    spec
      .given([])
      .when({ type: 'RegisterMember', memberId: id, details: adult })
      .then([
        {
          type: 'MemberRegistered',
          data: { memberId: id, ...adult, joinedOn: '2026-11-22', membershipStep: 'member', baptismDate: '', privacy: { ...DEFAULT_MEMBER_PRIVACY } },
        },
      ]);
  });

  it('reads a registration recorded before steps existed with the step of its role', () => {
    const visitor: MemberEvent = { type: 'MemberRegistered', data: { memberId: id, ...details, role: 'visitor', joinedOn: '2020-01-05' } };
    spec
      .given([visitor])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { membershipStep: 'visitor', birthDate: '', baptismDate: '' } })
      .thenNothing();
    spec
      .given([visitor])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { membershipStep: 'member', joinedOn: '2024-05-05' } })
      .then([{ type: 'MemberDetailsChanged', data: { memberId: id, changes: { joinedOn: '2024-05-05', membershipStep: 'member' } } }]);
  });

  it('unlists a listed person whose birth date shows them to be a child, once', () => {
    const changed: MemberEvent = { type: 'MemberDetailsChanged', data: { memberId: id, changes: { birthDate: '2015-03-01' } } };
    const unlisted: MemberEvent = { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: false } } };
    spec
      .given([registered])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { birthDate: '2015-03-01' } })
      .then([changed, unlisted]);
    // The same change again (or its events applied twice) records nothing more.
    spec
      .given([registered, changed, unlisted, changed, unlisted])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { birthDate: '2015-03-01' } })
      .thenNothing();
  });

  it('records a new photo, its removal, and nothing for the same photo again (or its event applied twice)', () => {
    const photo: MemberEvent = { type: 'MemberPhotoChanged', data: { memberId: id, photoId: 'p1' } };
    spec.given([registered]).when({ type: 'ChangeMemberPhoto', memberId: id, photoId: 'p1' }).then([photo]);
    spec.given([registered, photo, photo]).when({ type: 'ChangeMemberPhoto', memberId: id, photoId: 'p1' }).thenNothing();
    spec
      .given([registered, photo])
      .when({ type: 'ChangeMemberPhoto', memberId: id, photoId: null })
      .then([{ type: 'MemberPhotoChanged', data: { memberId: id, photoId: null } }]);
    spec.given([registered]).when({ type: 'ChangeMemberPhoto', memberId: id, photoId: null }).thenNothing();
    spec.given([]).when({ type: 'ChangeMemberPhoto', memberId: id, photoId: 'p1' }).thenThrows('MEMBER_NOT_FOUND');
  });

  it('refuses to register the same member twice', () => {
    spec.given([registered]).when({ type: 'RegisterMember', memberId: id, details }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('records only the fields that really changed', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { fullName: 'Ruth Anderson', phone: '(312) 555-0199', role: 'volunteer' } })
      .then([{ type: 'MemberDetailsChanged', data: { memberId: id, changes: { phone: '(312) 555-0199', role: 'volunteer' } } }]);
  });

  it('records nothing when a save changes nothing', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { ...details } })
      .thenNothing();
  });

  it('refuses to change a member who does not exist', () => {
    spec
      .given([])
      .when({ type: 'ChangeMemberDetails', memberId: id, changes: { fullName: 'X' } })
      .thenThrows('MEMBER_NOT_FOUND');
  });

  it('archives an active member, and archiving again does nothing', () => {
    spec
      .given([registered])
      .when({ type: 'ArchiveMember', memberId: id })
      .then([{ type: 'MemberArchived', data: { memberId: id } }]);
    spec
      .given([registered, { type: 'MemberArchived', data: { memberId: id } }])
      .when({ type: 'ArchiveMember', memberId: id })
      .thenNothing();
  });

  it('restores an archived member and does nothing for an active one', () => {
    spec
      .given([registered, { type: 'MemberArchived', data: { memberId: id } }])
      .when({ type: 'RestoreMember', memberId: id })
      .then([{ type: 'MemberRestored', data: { memberId: id } }]);
    spec.given([registered]).when({ type: 'RestoreMember', memberId: id }).thenNothing();
  });

  it('refuses to archive or restore a member who does not exist', () => {
    spec.given([]).when({ type: 'ArchiveMember', memberId: id }).thenThrows('MEMBER_NOT_FOUND');
    spec.given([]).when({ type: 'RestoreMember', memberId: id }).thenThrows('MEMBER_NOT_FOUND');
  });

  describe('directory privacy', () => {
    const choice = (changes: Partial<MemberPrivacy>): MemberPrivacy => ({ ...DEFAULT_MEMBER_PRIVACY, ...changes });

    it('given a registration from before privacy choices, starts from the default and records only the choices that change', () => {
      spec
        .given([registered])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ sharePhone: true, shareEmail: true }) })
        .then([{ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { shareEmail: true, sharePhone: true } } }]);
    });

    it('lets a member leave the directory, and later share their address', () => {
      const left: MemberEvent = { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: false } } };
      spec
        .given([registered])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ listed: false }) })
        .then([left]);
      spec
        .given([registered, left])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ listed: false, shareAddress: true }) })
        .then([{ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { shareAddress: true } } }]);
    });

    it('records nothing when the choice is the one already made', () => {
      spec
        .given([registered])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({}) })
        .thenNothing();
      spec
        .given([registered, { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { sharePhone: true } } }])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ sharePhone: true }) })
        .thenNothing();
    });

    it('keeps the choice a registration recorded', () => {
      const withChoice: MemberEvent = {
        type: 'MemberRegistered',
        data: { memberId: id, ...details, joinedOn: '2020-01-05', privacy: choice({ shareEmail: true }) },
      };
      spec
        .given([withChoice])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ shareEmail: true }) })
        .thenNothing();
    });

    it('lets an archived member change their choice too', () => {
      spec
        .given([registered, { type: 'MemberArchived', data: { memberId: id } }])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({ listed: false }) })
        .then([{ type: 'MemberPrivacyChanged', data: { memberId: id, changes: { listed: false } } }]);
    });

    it('refuses a choice for a member who does not exist', () => {
      spec
        .given([])
        .when({ type: 'ChangeMemberPrivacy', memberId: id, privacy: choice({}) })
        .thenThrows('MEMBER_NOT_FOUND');
    });
  });

  it('evolves over unknown event types without change', () => {
    const state = memberDecider.evolve(memberDecider.initialState(), { type: 'SomethingElse', data: {} } as unknown as MemberEvent);
    expect(state).toEqual({ status: 'none' });
  });
});
