import { distance } from 'fastest-levenshtein';
import type { DuplicateReason } from '@koinonia/contracts';
import { nameKey } from '../households/name-key.util';

export interface DuplicateCandidate {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

/** Phone digits worth comparing: the last ten (a country code or trunk prefix does not make two numbers differ); none below seven. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : '';
}

/** Names this close are worth a look: one typo in a short name, two in a longer one ("Jon Smith" / "John Smith", "José Núñez" / "Jose Nunez"). */
export function similarNames(a: string, b: string): boolean {
  if (!a || !b) return false;
  const allowed = Math.min(a.length, b.length) >= 10 ? 2 : 1;
  return Math.abs(a.length - b.length) <= allowed && distance(a, b) <= allowed;
}

/**
 * The blocks a name is compared within: its first and last words' initials, and their endings. Two
 * spellings of one name a typo or two apart nearly always share one or the other, and a block holds
 * few people, so thousands of records stay fast.
 */
function nameBlocks(key: string): string[] {
  const words = key.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const first = words[0];
  const last = words[words.length - 1];
  return [`initials:${first[0]}${last[0]}`, `endings:${first.slice(-1)}${last.slice(-2)}`];
}

/** Every pair of records that may be one person, with why: grouped by email, by phone digits, and by name blocks compared pairwise. */
export function findDuplicatePairs(people: DuplicateCandidate[]): Array<{ first: DuplicateCandidate; second: DuplicateCandidate; reasons: DuplicateReason[] }> {
  const pairs = new Map<string, { first: DuplicateCandidate; second: DuplicateCandidate; found: Set<DuplicateReason> }>();
  const note = (a: DuplicateCandidate, b: DuplicateCandidate, reason: DuplicateReason) => {
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    const key = `${first.id}|${second.id}`;
    const pair = pairs.get(key) ?? { first, second, found: new Set<DuplicateReason>() };
    pair.found.add(reason);
    pairs.set(key, pair);
  };
  const group = (
    keysOf: (person: DuplicateCandidate) => string[],
    compare: (a: DuplicateCandidate, b: DuplicateCandidate) => boolean,
    reason: DuplicateReason,
  ) => {
    const groups = new Map<string, DuplicateCandidate[]>();
    for (const person of people) {
      for (const key of new Set(keysOf(person).filter(Boolean))) {
        const members = groups.get(key);
        if (members) members.push(person);
        else groups.set(key, [person]);
      }
    }
    for (const members of groups.values()) {
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++) if (compare(members[i], members[j])) note(members[i], members[j], reason);
    }
  };
  group(
    (person) => [person.email.trim().toLowerCase()],
    () => true,
    'same-email',
  );
  group(
    (person) => [phoneKey(person.phone)],
    () => true,
    'same-phone',
  );
  const keys = new Map(people.map((person) => [person.id, nameKey(person.fullName)]));
  group(
    (person) => nameBlocks(keys.get(person.id) ?? ''),
    (a, b) => similarNames(keys.get(a.id) ?? '', keys.get(b.id) ?? ''),
    'similar-name',
  );
  const order: DuplicateReason[] = ['same-email', 'same-phone', 'similar-name'];
  return [...pairs.values()].map(({ first, second, found }) => ({ first, second, reasons: order.filter((reason) => found.has(reason)) }));
}

/**
 * Where a pair sits in the list, most likely one person first: a similar name with a shared email
 * or phone across two households (0), then one reason alone across households (1), then people of
 * one household (2): a family sharing an email or phone is allowed and rarely a duplicate.
 */
export function duplicateRank(pair: { reasons: readonly DuplicateReason[]; sameHousehold: boolean }): number {
  if (pair.sameHousehold) return 2;
  const sharesContact = pair.reasons.includes('same-email') || pair.reasons.includes('same-phone');
  return sharesContact && pair.reasons.includes('similar-name') ? 0 : 1;
}

/** The list's order: by rank, then by the two names. */
export function byDuplicateRank<
  P extends { reasons: readonly DuplicateReason[]; sameHousehold: boolean; first: { fullName: string }; second: { fullName: string } },
>(a: P, b: P): number {
  return duplicateRank(a) - duplicateRank(b) || a.first.fullName.localeCompare(b.first.fullName) || a.second.fullName.localeCompare(b.second.fullName);
}
