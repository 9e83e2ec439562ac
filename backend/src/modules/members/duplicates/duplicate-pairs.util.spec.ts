import type { DuplicateReason } from '@koinonia/contracts';
import { byDuplicateRank, duplicateRank, findDuplicatePairs, phoneKey, similarNames } from './duplicate-pairs.util';

const person = (id: string, fullName: string, email = `${id}@example.org`, phone = '') => ({ id, fullName, email, phone });

describe('possible duplicates', () => {
  it('pairs the same email, the same phone digits whatever the punctuation, and similar names, with every reason', () => {
    const pairs = findDuplicatePairs([
      person('a', 'John Smith', 'john@example.org', '(630) 555-1273'),
      person('b', 'Jon Smith', 'JOHN@example.org', '+1 630 555 1273'),
      person('c', 'José Núñez'),
      person('d', 'jose nunez'),
      person('e', 'Mary Jones'),
    ]);
    const reasons = Object.fromEntries(pairs.map((pair) => [[pair.first.id, pair.second.id].sort().join(''), pair.reasons]));
    expect(reasons).toEqual({ ab: ['same-email', 'same-phone', 'similar-name'], cd: ['similar-name'] });
  });

  it('does not pair different people', () => {
    expect(findDuplicatePairs([person('a', 'Ruth Anderson'), person('b', 'Peter Anderson'), person('c', 'Ann Lee'), person('d', 'Ben Lee')])).toEqual([]);
  });

  it('compares phone digits from seven on, by their last ten', () => {
    expect(phoneKey('+1 (630) 555-1273')).toBe(phoneKey('630.555.1273'));
    expect(phoneKey('12-34')).toBe('');
  });

  it('allows one typo in a short name and two in a long one', () => {
    expect(similarNames('ann lee', 'anne lee')).toBe(true);
    expect(similarNames('ann lee', 'anna leu')).toBe(false);
    expect(similarNames('elizabeth turner', 'elisabeth turnr')).toBe(true);
  });

  it('stays fast for thousands of people', () => {
    let seed = 7;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26));
    const word = () => Array.from({ length: 6 }, letter).join('');
    const people = Array.from({ length: 5000 }, (_, i) => person(`p${i}`, `${word()} ${word()}`));
    const started = Date.now();
    findDuplicatePairs(people);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ranks a similar name with a shared contact across households first, one reason next, and a family sharing a contact last', () => {
    const pair = (first: string, second: string, reasons: DuplicateReason[], sameHousehold: boolean) => ({
      first: { fullName: first },
      second: { fullName: second },
      reasons,
      sameHousehold,
    });
    const family = pair('Aeneas Joppa', 'Dorcas Joppa', ['same-email'], true);
    const familyTwins = pair('Ann Lee', 'Anne Lee', ['same-phone', 'similar-name'], true);
    const nameOnly = pair('Ann Lee', 'Anne Lee', ['similar-name'], false);
    const phoneOnly = pair('Ruth Anderson', 'Peter Anderson', ['same-phone'], false);
    const likely = pair('Jon Smith', 'John Smith', ['same-email', 'similar-name'], false);
    expect([duplicateRank(likely), duplicateRank(nameOnly), duplicateRank(phoneOnly), duplicateRank(family), duplicateRank(familyTwins)]).toEqual([
      0, 1, 1, 2, 2,
    ]);
    expect([family, phoneOnly, familyTwins, nameOnly, likely].sort(byDuplicateRank)).toEqual([likely, nameOnly, phoneOnly, family, familyTwins]);
  });
});
