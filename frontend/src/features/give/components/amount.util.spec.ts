import { toMinor } from './amount.util';

describe('toMinor', () => {
  it('reads whole and decimal amounts, with a point or a comma, in the currency’s minor units', () => {
    expect(toMinor('25', 'USD')).toBe(2500);
    expect(toMinor(' 25.5 ', 'USD')).toBe(2550);
    expect(toMinor('25,05', 'EUR')).toBe(2505);
    expect(toMinor('0.10', 'USD')).toBe(10);
    expect(toMinor('1000', 'JPY')).toBe(1000);
    expect(toMinor('1.234', 'KWD')).toBe(1234);
  });

  it('refuses nothing, zero, more decimals than the currency has, and anything but digits', () => {
    for (const text of ['', '0', '0.00', '1.234', '-5', '5e2', 'abc', '1,000.00']) expect(toMinor(text, 'USD')).toBeNull();
    expect(toMinor('10.5', 'JPY')).toBeNull();
  });
});
