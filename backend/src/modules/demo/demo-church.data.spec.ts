import { DEFAULT_MEMBER_PRIVACY } from '@koinonia/contracts';
import { DEMO_USERS, generatePrivacyChoices } from './demo-church.data';

describe('the demo church', () => {
  it('gives its members varied, plausible privacy choices, the same every time', () => {
    const choices = generatePrivacyChoices(220);
    expect(generatePrivacyChoices(220)).toEqual(choices);
    const share = (test: (c: (typeof choices)[number]) => boolean) => choices.filter(test).length / choices.length;
    expect(share((c) => !c.listed)).toBeGreaterThan(0.03);
    expect(share((c) => !c.listed)).toBeLessThan(0.2);
    expect(share((c) => c.shareEmail)).toBeGreaterThan(share((c) => c.sharePhone));
    expect(share((c) => c.sharePhone)).toBeGreaterThan(share((c) => c.shareAddress));
    expect(share((c) => c.shareAddress)).toBeGreaterThan(0);
    expect(share((c) => JSON.stringify(c) === JSON.stringify(DEFAULT_MEMBER_PRIVACY))).toBeGreaterThan(0.1);
  });

  it('leaves the member account at the default, so the demo shows opting in', () => {
    const ruth = DEMO_USERS.find((u) => u.email === 'member@demo.church')!;
    expect(ruth.member).toBeDefined();
    expect(ruth.privacy).toBeUndefined();
  });
});
