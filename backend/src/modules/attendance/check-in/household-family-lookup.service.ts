import { Injectable } from '@nestjs/common';
import { HouseholdQueriesService } from '../../members';
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
 * Families as the church recorded them: the households named by the search or holding the people
 * it finds (whatever their surnames). People in no household are grouped by family name, with
 * the others of that name who are in none either. Four digits match the end of a phone number
 * only, as people give it at the door.
 */
@Injectable()
export class HouseholdFamilyLookup implements FamilyLookup {
  constructor(
    private readonly people: AttendancePeople,
    private readonly households: HouseholdQueriesService,
  ) {}

  async find(search: string): Promise<FoundFamily[]> {
    const text = search.trim();
    const byPhone = LAST_FOUR.test(text);
    const found = await this.people.search(text, CANDIDATES);
    const matches = byPhone ? found.filter((member) => (member.phone ?? '').replace(/\D/g, '').endsWith(text)) : found;
    const households = await this.households.wholeHouseholds({ memberIds: matches.map((member) => member.id), ...(byPhone ? {} : { search: text }) }, FAMILIES);
    const families: FoundFamily[] = households.map((household) => ({
      id: `household-${household.id}`,
      name: household.name,
      people: household.people.map(({ memberId, fullName }) => ({ memberId, fullName })),
    }));

    const placed = await this.households.membershipsOf(matches.map((member) => member.id));
    const names = [...new Set(matches.filter((member) => !placed.has(member.id)).map((member) => familyNameOf(member.fullName)))];
    for (const name of names.slice(0, Math.max(0, FAMILIES - families.length))) {
      const relatives = (await this.people.search(name, CANDIDATES)).filter((member) => familyNameOf(member.fullName).toLowerCase() === name.toLowerCase());
      const inHouseholds = await this.households.membershipsOf(relatives.map((member) => member.id));
      const loose = relatives.filter((member) => !inHouseholds.has(member.id));
      families.push({ id: `family-${name.toLowerCase()}`, name, people: loose.map((member) => ({ memberId: member.id, fullName: member.fullName })) });
    }
    return families;
  }
}
