import { childRuleFor, type HouseholdMembership } from './child-visibility.rule';

const child: HouseholdMembership = { householdId: 'anderson', householdName: 'Anderson family', relationship: 'child' };
const noah = { memberId: 'noah', membership: child };
const member = { seesEverything: false, memberId: 'tabitha' };

describe('the child rule by relationship', () => {
  it('hides a child from other members (unlisted by default, no contact details)', () => {
    expect(childRuleFor(member, noah, 'joppa')).toBe('hidden');
    expect(childRuleFor(member, noah, null)).toBe('hidden');
    expect(childRuleFor({ seesEverything: false, memberId: null }, noah, null)).toBe('hidden');
  });

  it('shows the child whole to staff, to the child, and to their own household', () => {
    expect(childRuleFor({ seesEverything: true, memberId: null }, noah, null)).toBe('whole');
    expect(childRuleFor({ seesEverything: false, memberId: 'noah' }, noah, 'anderson')).toBe('whole');
    expect(childRuleFor({ seesEverything: false, memberId: 'ruth' }, noah, 'anderson')).toBe('whole');
  });

  it('leaves everyone else to the directory: adults of a household, and people in none', () => {
    expect(childRuleFor(member, { memberId: 'ruth', membership: { ...child, relationship: 'head' } }, null)).toBe('not-a-child');
    expect(childRuleFor(member, { memberId: 'lone', membership: null }, null)).toBe('not-a-child');
  });
});
