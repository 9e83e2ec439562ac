import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { HouseholdRelationship, MemberPrivacy, MemberView } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { ChangeMemberPrivacyCommand, CreateHouseholdCommand, RegisterMemberCommand, WHOLE_DIRECTORY, type MemberQueriesService } from '../members';
import { DEMO_USERS } from './demo-church.data';

/** Children are unlisted in the directory, as the child rule wants them by default. */
const UNLISTED: MemberPrivacy = { listed: false, shareEmail: false, sharePhone: false, shareAddress: false };

/** The families of two demo accounts, with the people the directory does not have yet. */
const ACCOUNT_FAMILIES: Array<{ account: string; name: string; people: Array<{ fullName: string; relationship: HouseholdRelationship; ministry: string }> }> = [
  {
    account: 'member@demo.church',
    name: 'Anderson family',
    people: [
      { fullName: 'Peter Anderson', relationship: 'spouse', ministry: 'Prayer' },
      { fullName: 'Noah Anderson', relationship: 'child', ministry: 'Children' },
      { fullName: 'Lily Anderson', relationship: 'child', ministry: 'Children' },
    ],
  },
  {
    account: 'staff@demo.church',
    name: 'Lopez family',
    people: [
      { fullName: 'Carlos Lopez', relationship: 'spouse', ministry: 'Music' },
      { fullName: 'Sofia Lopez', relationship: 'child', ministry: 'Youth' },
    ],
  },
];

const CHILD_NAMES = ['Ella', 'Caleb', 'Grace', 'Levi', 'Hannah', 'Micah', 'Abigail', 'Josiah'];
/** A family of this many (or more) sharing a surname gets a household; a few of them a child too. */
const FAMILIES = 20;
const WITH_CHILDREN = CHILD_NAMES.length;

function emailOf(fullName: string): string {
  return `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@family.example`;
}

function familyNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/).at(-1) ?? fullName;
}

/**
 * Households for the demo church, through the real commands: Ruth's and Maria's families (with
 * children, so a member sees her own household whole), and families among the generated people
 * who share a surname, sharing the head's address, some with a child.
 */
export async function seedDemoHouseholds(commands: CommandBus, members: MemberQueriesService): Promise<void> {
  const everyone: MemberView[] = [];
  for (let page = 1; ; page++) {
    const result = await members.list({ page, pageSize: 100, sort: 'name' }, WHOLE_DIRECTORY);
    everyone.push(...result.items);
    if (everyone.length >= result.total || result.items.length === 0) break;
  }
  const byEmail = new Map(everyone.map((member) => [member.email, member]));

  const addPerson = async (fullName: string, ministry: string, address: string, relationship: HouseholdRelationship) => {
    const { id } = await commands.execute(
      new RegisterMemberCommand(
        randomUUID(),
        // A child has no email of their own: the household's is shared through the parents.
        {
          fullName,
          email: relationship === 'child' ? '' : emailOf(fullName),
          phone: '',
          address,
          ministry,
          role: relationship === 'child' ? 'attender' : 'member',
        },
        bySystem(),
      ),
    );
    if (relationship === 'child') await commands.execute(new ChangeMemberPrivacyCommand(id, UNLISTED, undefined, bySystem()));
    return id;
  };

  for (const family of ACCOUNT_FAMILIES) {
    const head = byEmail.get(family.account);
    if (!head) continue;
    const people: Array<{ memberId: string; relationship: HouseholdRelationship }> = [{ memberId: head.id, relationship: 'head' }];
    for (const person of family.people)
      people.push({ memberId: await addPerson(person.fullName, person.ministry, head.address ?? '', person.relationship), relationship: person.relationship });
    await commands.execute(new CreateHouseholdCommand(randomUUID(), family.name, head.address ?? '', people, bySystem()));
  }

  const accounts = new Set(DEMO_USERS.map((user) => user.email));
  const bySurname = new Map<string, MemberView[]>();
  for (const member of everyone) {
    if (accounts.has(member.email ?? '')) continue;
    const surname = familyNameOf(member.fullName);
    bySurname.set(surname, [...(bySurname.get(surname) ?? []), member]);
  }
  const families = [...bySurname.entries()].filter(([, people]) => people.length >= 2).slice(0, FAMILIES);
  for (const [index, [surname, people]] of families.entries()) {
    const [head, ...others] = people.slice(0, 4);
    const address = head.address ?? '';
    const household = others.map((member, i): { memberId: string; relationship: HouseholdRelationship } => ({
      memberId: member.id,
      relationship: i === 0 ? 'spouse' : 'other-adult',
    }));
    if (index < WITH_CHILDREN)
      household.push({ memberId: await addPerson(`${CHILD_NAMES[index]} ${surname}`, 'Children', address, 'child'), relationship: 'child' });
    await commands.execute(
      new CreateHouseholdCommand(randomUUID(), `${surname} family`, address, [{ memberId: head.id, relationship: 'head' }, ...household], bySystem()),
    );
  }
}
