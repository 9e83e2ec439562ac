import { Injectable } from '@nestjs/common';
import type { MemberView } from '@koinonia/contracts';
import { AttendancePeople } from '../queries/attendance-people.service';
import type { FamilyLookup, FoundFamily } from './family-lookup.port';

const LAST_FOUR = /^\d{4}$/;
const CANDIDATES = 50;
const FAMILIES = 10;

/** "Ruth Anne Anderson" belongs to the Andersons: the last word of a name. */
export function familyNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words[words.length - 1] ?? fullName;
}

/**
 * Families from the member directory: the people a search finds, and everyone sharing their family
 * name. Four digits match the end of a phone number only, as people give it at the door.
 */
@Injectable()
export class MemberFamilyLookup implements FamilyLookup {
  constructor(private readonly people: AttendancePeople) {}

  async find(search: string): Promise<FoundFamily[]> {
    const text = search.trim();
    const found = await this.people.search(text, CANDIDATES);
    const matches = LAST_FOUR.test(text) ? found.filter((member) => (member.phone ?? '').replace(/\D/g, '').endsWith(text)) : found;
    const names = [...new Set(matches.map((member) => familyNameOf(member.fullName)))].slice(0, FAMILIES);
    const families: FoundFamily[] = [];
    for (const name of names) {
      const relatives = await this.people.search(name, CANDIDATES);
      const members: MemberView[] = relatives.filter((member) => familyNameOf(member.fullName).toLowerCase() === name.toLowerCase());
      families.push({
        id: `family-${name.toLowerCase()}`,
        name,
        people: members.map((member) => ({ memberId: member.id, fullName: member.fullName })),
      });
    }
    return families;
  }
}
