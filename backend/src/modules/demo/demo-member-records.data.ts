import type { MembershipStep } from '@koinonia/contracts';
import { mulberry32, type GeneratedMember } from './demo-church.data';

export interface DemoMemberRecord extends GeneratedMember {
  birthDate: string;
  membershipStep: MembershipStep;
  baptismDate: string;
  /** Under 18: registered unlisted, and left so (their privacy choice is not applied). */
  child: boolean;
}

/** Every seventh person becomes a child of the one before: their family name, email and phone. */
const FAMILY_EVERY = 7;

const dateYearsBefore = (today: Date, years: number, random: () => number) =>
  new Date(today.getTime() - (years * 365.25 + random() * 300) * 86_400_000).toISOString().slice(0, 10);

/**
 * What a church records beyond contact details, for the generated congregation, the same every
 * time: birth dates (adults 18 to 90), steps (most members, some regular attenders, a few
 * visitors who joined lately), baptism dates for most members, and families whose children
 * share a parent's email and phone.
 */
export function withMemberRecords(people: GeneratedMember[], seed = 23, today = new Date('2026-11-01')): DemoMemberRecord[] {
  const random = mulberry32(seed);
  const records: DemoMemberRecord[] = [];
  for (const [i, person] of people.entries()) {
    const parent = i % FAMILY_EVERY === FAMILY_EVERY - 1 ? records[i - 1] : undefined;
    if (parent && !parent.child) {
      const family = parent.fullName.split(' ').slice(-1)[0];
      const birthDate = dateYearsBefore(today, 3 + Math.floor(random() * 14), random);
      records.push({
        ...person,
        fullName: `${person.fullName.split(' ')[0]} ${family}`,
        email: parent.email,
        phone: parent.phone,
        address: parent.address,
        role: 'attender',
        birthDate,
        joinedOn: birthDate > parent.joinedOn ? birthDate : parent.joinedOn,
        membershipStep: 'regular-attender',
        baptismDate: '',
        child: true,
      });
      continue;
    }
    const r = random();
    const membershipStep: MembershipStep = r < 0.08 ? 'visitor' : r < 0.25 ? 'regular-attender' : 'member';
    const birthDate = dateYearsBefore(today, 18 + Math.floor(random() * 72), random);
    const baptised = membershipStep === 'member' && random() < 0.8;
    const baptismDate = baptised ? (person.joinedOn > birthDate ? person.joinedOn : birthDate) : '';
    records.push({ ...person, birthDate, membershipStep, baptismDate, child: false });
  }
  return records;
}

/** The demo accounts' own records: birth dates and steps for the people who sign in. */
export const DEMO_USER_RECORDS: Record<string, { birthDate: string; membershipStep: MembershipStep; baptismDate: string }> = {
  'admin@demo.church': { birthDate: '1979-06-14', membershipStep: 'member', baptismDate: '1994-04-03' },
  'pastor@demo.church': { birthDate: '1968-02-09', membershipStep: 'member', baptismDate: '1986-05-18' },
  'staff@demo.church': { birthDate: '1985-10-21', membershipStep: 'member', baptismDate: '2003-08-10' },
  'leader@demo.church': { birthDate: '1991-12-02', membershipStep: 'member', baptismDate: '2009-06-07' },
  'member@demo.church': { birthDate: '1988-07-30', membershipStep: 'member', baptismDate: '2016-09-18' },
};
