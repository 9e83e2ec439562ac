import { generateMembers } from './demo-church.data';
import { withMemberRecords } from './demo-member-records.data';

describe('the demo church member records', () => {
  const today = '2026-11-01';
  const records = withMemberRecords(generateMembers(220));

  it('are the same every time', () => {
    expect(withMemberRecords(generateMembers(220))).toEqual(records);
  });

  it('hold birth dates, steps and baptisms, none in the future', () => {
    expect(records.filter((r) => !(r.birthDate && r.birthDate <= today && r.joinedOn <= today && r.baptismDate <= today))).toEqual([]);
    const steps = new Set(records.map((r) => r.membershipStep));
    expect([...steps].sort()).toEqual(['member', 'regular-attender', 'visitor']);
    expect(records.filter((r) => r.baptismDate).length).toBeGreaterThan(records.length * 0.4);
  });

  it('have families: children under 18 sharing a parent’s email and phone', () => {
    const children = records.filter((r) => r.child);
    expect(children.length).toBeGreaterThan(20);
    for (const child of children) {
      const parent = records[records.indexOf(child) - 1];
      expect([child.email, child.phone, child.fullName.split(' ').pop()]).toEqual([parent.email, parent.phone, parent.fullName.split(' ').pop()]);
      expect(child.birthDate > '2008-11-01').toBe(true);
    }
  });
});
