import { DEFAULT_MEMBER_PRIVACY, type MemberPrivacy, type MemberRole, type UserRole } from '@koinonia/contracts';

export const DEMO_PASSWORD = 'koinonia-demo-1';
export const DEMO_CHURCH = { name: 'Grace Community Church', timeZone: 'America/Chicago' };

export const DEMO_MINISTRIES: Array<{ name: string; description: string }> = [
  { name: 'Worship', description: 'Sunday services, liturgy and the worship team.' },
  { name: 'Youth', description: 'Students in grades 6 to 12: Wednesday nights, retreats and camps.' },
  { name: 'Children', description: 'Nursery through grade 5: Sunday school and holiday programs.' },
  { name: 'Outreach', description: 'Food pantry, neighbourhood care and community partnerships.' },
  { name: 'Hospitality', description: 'Greeters, coffee and welcoming first-time guests.' },
  { name: 'Prayer', description: 'Prayer chain, prayer room and intercession.' },
  { name: 'Music', description: 'Choir, band and instrumental ensembles.' },
  { name: 'Missions', description: 'Short-term trips and supported missionaries abroad.' },
  { name: 'Small Groups', description: 'Home groups meeting through the week.' },
  { name: 'Care', description: 'Visitation, meals and support in hard seasons.' },
];

/** Church staff want to be reached: they share their email and phone with the congregation. */
const REACHABLE: MemberPrivacy = { listed: true, shareEmail: true, sharePhone: true, shareAddress: false };

/**
 * One account per role; the staff among them also have a member record, with the privacy choice
 * its person made. Ruth (the member account) keeps the default, so the demo shows opting in.
 */
export const DEMO_USERS: Array<{
  email: string;
  displayName: string;
  roles: UserRole[];
  member?: { role: MemberRole; ministry: string; phone: string; address: string };
  privacy?: MemberPrivacy;
}> = [
  {
    email: 'admin@demo.church',
    displayName: 'Grace Okafor',
    roles: ['admin'],
    member: { role: 'staff', ministry: 'Hospitality', phone: '(312) 555-0101', address: '14 Elm Street, Springfield, IL 62701' },
    privacy: REACHABLE,
  },
  {
    email: 'pastor@demo.church',
    displayName: 'Daniel Mensah',
    roles: ['pastor'],
    member: { role: 'pastor', ministry: 'Worship', phone: '(312) 555-0102', address: '220 Church Lane, Springfield, IL 62702' },
    privacy: { ...REACHABLE, shareAddress: true },
  },
  {
    email: 'staff@demo.church',
    displayName: 'Maria Lopez',
    roles: ['staff'],
    member: { role: 'staff', ministry: 'Children', phone: '(312) 555-0103', address: '8 Maple Court, Springfield, IL 62703' },
    privacy: REACHABLE,
  },
  {
    email: 'leader@demo.church',
    displayName: 'Samuel Kim',
    roles: ['leader'],
    member: { role: 'leader', ministry: 'Youth', phone: '(312) 555-0104', address: '51 Oak Avenue, Springfield, IL 62704' },
    privacy: { ...REACHABLE, shareEmail: false },
  },
  {
    email: 'member@demo.church',
    displayName: 'Ruth Anderson',
    roles: ['member'],
    member: { role: 'member', ministry: 'Prayer', phone: '(312) 555-0105', address: '97 Birch Road, Springfield, IL 62701' },
  },
  { email: 'vendor@demo.church', displayName: 'Joseph Carter', roles: ['vendor'] },
  { email: 'auditor@demo.church', displayName: 'Helen Park', roles: ['auditor'] },
  { email: 'finance@demo.church', displayName: 'Margaret Osei', roles: ['finance'] },
];

const FIRST_NAMES = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Paul',
  'Ashley',
  'Steven',
  'Dorothy',
  'Andrew',
  'Kimberly',
  'Joshua',
  'Emily',
  'Kenneth',
  'Donna',
  'Kevin',
  'Michelle',
  'Brian',
  'Carol',
  'George',
  'Amanda',
  'Timothy',
  'Melissa',
  'Ronald',
  'Deborah',
  'Jason',
  'Stephanie',
  'Edward',
  'Rebecca',
  'Jeffrey',
  'Sharon',
  'Ryan',
  'Laura',
  'Jacob',
  'Cynthia',
  'Gary',
  'Kathleen',
  'Nicholas',
  'Amy',
  'Eric',
  'Angela',
  'Jonathan',
  'Shirley',
  'Stephen',
  'Anna',
  'Larry',
  'Brenda',
  'Justin',
  'Pamela',
  'Scott',
  'Emma',
  'Brandon',
  'Nicole',
  'Benjamin',
  'Helen',
  'Samuel',
  'Samantha',
  'Gregory',
  'Katherine',
  'Alexander',
  'Christine',
  'Frank',
  'Debra',
  'Patrick',
  'Rachel',
  'Raymond',
  'Carolyn',
  'Jack',
  'Janet',
  'Dennis',
  'Catherine',
  'Jerry',
  'Maria',
  'Tyler',
  'Heather',
  'Aaron',
  'Diane',
  'Jose',
  'Ruth',
  'Adam',
  'Julie',
  'Nathan',
  'Olivia',
  'Henry',
  'Joyce',
  'Zachary',
  'Virginia',
  'Peter',
  'Victoria',
  'Kyle',
  'Kelly',
  'Noah',
  'Lauren',
  'Ethan',
  'Christina',
  'Jeremy',
  'Joan',
  'Walter',
  'Evelyn',
  'Christian',
  'Judith',
  'Keith',
  'Megan',
  'Roger',
  'Andrea',
  'Terry',
  'Cheryl',
  'Austin',
  'Hannah',
  'Sean',
  'Jacqueline',
  'Gerald',
  'Martha',
  'Carl',
  'Gloria',
  'Harold',
  'Teresa',
  'Dylan',
  'Ann',
  'Arthur',
  'Sara',
  'Lawrence',
  'Madison',
  'Jordan',
  'Frances',
  'Jesse',
  'Kathryn',
  'Bryan',
  'Janice',
  'Billy',
  'Jean',
  'Bruce',
  'Abigail',
  'Gabriel',
  'Alice',
  'Joe',
  'Judy',
  'Logan',
  'Sophia',
  'Alan',
  'Grace',
  'Juan',
  'Denise',
  'Albert',
  'Amber',
  'Willie',
  'Doris',
  'Elijah',
  'Marilyn',
  'Wayne',
  'Danielle',
  'Randy',
  'Beverly',
  'Vincent',
  'Isabella',
  'Mason',
  'Theresa',
  'Roy',
  'Diana',
  'Ralph',
  'Natalie',
  'Bobby',
  'Brittany',
  'Russell',
  'Charlotte',
  'Bradley',
  'Marie',
  'Philip',
  'Kayla',
  'Eugene',
  'Alexis',
  'Chinedu',
  'Adaeze',
  'Kwame',
  'Abena',
  'Tunde',
  'Ngozi',
  'Wanjiru',
  'Otieno',
  'Min-jun',
  'Seo-yeon',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Arjun',
  'Priya',
  'Rahul',
  'Ananya',
  'Mateo',
  'Lucia',
  'Santiago',
  'Valentina',
  'Omar',
  'Layla',
  'Yusuf',
  'Amira',
  'Pierre',
  'Camille',
  'Lukas',
  'Lena',
  'Joao',
  'Beatriz',
];

const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Okonkwo',
  'Mensah',
  'Adeyemi',
  'Mwangi',
  'Odhiambo',
  'Park',
  'Choi',
  'Chen',
  'Wang',
  'Tanaka',
  'Sharma',
  'Gupta',
  'Silva',
  'Santos',
  'Haddad',
  'Rahman',
  'Dubois',
  'Muller',
  'Schmidt',
  'Costa',
  'Okafor',
  'Boateng',
];

const STREETS = [
  'Elm Street',
  'Oak Avenue',
  'Maple Court',
  'Cedar Lane',
  'Pine Road',
  'Willow Way',
  'Birch Road',
  'Church Lane',
  'Walnut Street',
  'Chestnut Drive',
  'Spruce Street',
  'Hillcrest Drive',
  'Lakeview Terrace',
  'Meadow Lane',
  'Park Avenue',
  'Sunset Boulevard',
  'River Road',
  'Orchard Street',
  'Highland Avenue',
  'Prairie Street',
  'Grove Street',
  'Cherry Lane',
];
const TOWNS = [
  ['Springfield', 'IL', '627'],
  ['Chatham', 'IL', '626'],
  ['Rochester', 'IL', '626'],
  ['Sherman', 'IL', '626'],
  ['Riverton', 'IL', '625'],
];

const ROLE_WEIGHTS: Array<[MemberRole, number]> = [
  ['visitor', 8],
  ['attender', 17],
  ['member', 46],
  ['volunteer', 16],
  ['leader', 8],
  ['staff', 3],
  ['pastor', 2],
];

/** A small, seeded generator, so every demo church is the same church. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedMember {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
  joinedOn: string;
}

/** `count` plausible, distinct people; emails are unique by construction. */
export function generateMembers(count: number, seed = 7, today = new Date('2026-11-01')): GeneratedMember[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const totalWeight = ROLE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const pickRole = (): MemberRole => {
    let r = random() * totalWeight;
    for (const [role, weight] of ROLE_WEIGHTS) {
      r -= weight;
      if (r < 0) return role;
    }
    return 'member';
  };
  const domains = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.com'];
  const seen = new Set<string>();
  const members: GeneratedMember[] = [];
  while (members.length < count) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const fullName = `${first} ${last}`;
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${pick(domains)}`;
    for (let n = 2; seen.has(email); n++) email = `${base}${n}@${pick(domains)}`;
    seen.add(email);
    const [town, state, zip] = pick(TOWNS);
    const area = pick(['217', '312', '630', '773']);
    const phone = `(${area}) 555-${String(1000 + Math.floor(random() * 8999)).padStart(4, '0')}`;
    const address = `${1 + Math.floor(random() * 980)} ${pick(STREETS)}, ${town}, ${state} ${zip}${String(Math.floor(random() * 90) + 10)}`;
    const daysAgo = Math.floor(random() * 365 * 15);
    const joinedOn = new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    members.push({ fullName, email, phone, address, ministry: pick(DEMO_MINISTRIES).name, role: pickRole(), joinedOn });
  }
  return members;
}

/**
 * `count` plausible privacy choices, the same every time: most people stay listed, about half
 * share an email, fewer a phone, few their address (and mostly those who share a phone too);
 * about one in five keeps the default.
 */
export function generatePrivacyChoices(count: number, seed = 19): MemberPrivacy[] {
  const random = mulberry32(seed);
  const choices: MemberPrivacy[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.2) {
      choices.push({ ...DEFAULT_MEMBER_PRIVACY });
      continue;
    }
    const listed = random() >= 0.1;
    const sharePhone = random() < 0.45;
    choices.push({ listed, shareEmail: random() < 0.6, sharePhone, shareAddress: random() < (sharePhone ? 0.35 : 0.05) });
  }
  return choices;
}
