import { isAbaRoutingNumber } from './aba-routing.util';

describe('isAbaRoutingNumber', () => {
  it('takes real routing numbers, whose weighted digits add up to a multiple of ten', () => {
    // Stripe's test bank, JPMorgan Chase (NY), Bank of America (CA), Wells Fargo (MN).
    for (const number of ['110000000', '021000021', '121000358', '091000019']) expect(isAbaRoutingNumber(number)).toBe(true);
  });

  it('refuses a mistyped digit, two swapped digits, and anything but nine digits', () => {
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('012000021')).toBe(false);
    expect(isAbaRoutingNumber('11000000')).toBe(false);
    expect(isAbaRoutingNumber('1100000000')).toBe(false);
    expect(isAbaRoutingNumber('11000000a')).toBe(false);
    expect(isAbaRoutingNumber(' 110000000')).toBe(false);
    expect(isAbaRoutingNumber(110000000)).toBe(false);
  });
});
