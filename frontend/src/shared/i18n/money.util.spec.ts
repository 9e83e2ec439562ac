import { minorToInput, moneyText, parseMinor } from './money.util';

describe('amounts typed and shown in minor units', () => {
  it('reads what a person types as whole cents, never through a float', () => {
    expect(parseMinor('12.50', 'USD')).toBe(1250);
    expect(parseMinor('12,5', 'EUR')).toBe(1250);
    expect(parseMinor('0.10', 'USD')).toBe(10);
    expect(parseMinor(' 1 234 ', 'USD')).toBe(123400);
    expect(parseMinor('1235', 'JPY')).toBe(1235);
    expect(parseMinor('12.345', 'USD')).toBeNull();
    expect(parseMinor('12.5', 'JPY')).toBeNull();
    expect(parseMinor('-3', 'USD')).toBeNull();
    expect(parseMinor('abc', 'USD')).toBeNull();
    expect(parseMinor('', 'USD')).toBeNull();
  });

  it('writes minor units back for a form, and for a reader in their language', () => {
    expect(minorToInput(1250, 'USD')).toBe('12.50');
    expect(minorToInput(5, 'USD')).toBe('0.05');
    expect(minorToInput(1235, 'JPY')).toBe('1235');
    expect(moneyText({ minor: 123456, currency: 'USD' }, 'en')).toBe('$1,234.56');
    expect(moneyText({ minor: 123456, currency: 'EUR' }, 'de').replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
