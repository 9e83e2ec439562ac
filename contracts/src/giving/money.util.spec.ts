import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { MoneyDto } from './money.dto';
import { addMoney, formatMoney, isKnownCurrency, minorDigitsOf, money, splitMoney, sumMoney } from './money.util';

const usd = (minor: number) => money(minor, 'USD');
const fieldsOf = (plain: object) => validateSync(plainToInstance(MoneyDto, plain)).map((e) => e.property);

describe('money in minor units', () => {
  it('adds and sums whole cents, never floating-point dollars', () => {
    expect(addMoney(usd(10), usd(20))).toEqual(usd(30));
    expect(sumMoney([usd(10), usd(20), usd(1)], 'USD')).toEqual(usd(31));
    expect(sumMoney([], 'EUR')).toEqual(money(0, 'EUR'));
  });

  it('refuses adding two currencies and sums past the safe integer range', () => {
    expect(() => addMoney(usd(1), money(1, 'EUR'))).toThrow(RangeError);
    expect(() => sumMoney([usd(Number.MAX_SAFE_INTEGER), usd(1)], 'USD')).toThrow(RangeError);
    expect(() => money(0.5, 'USD')).toThrow(RangeError);
  });

  it('splits a total across funds without losing or inventing a cent', () => {
    expect(splitMoney(usd(100), [1, 1, 1])).toEqual([usd(34), usd(33), usd(33)]);
    expect(splitMoney(usd(1001), [2, 1])).toEqual([usd(667), usd(334)]);
    expect(splitMoney(usd(-100), [1, 1, 1])).toEqual([usd(-34), usd(-33), usd(-33)]);
    expect(splitMoney(usd(5), [0, 3])).toEqual([usd(0), usd(5)]);
    for (const total of [1, 7, 99, 12_345, 9_007_199_254_740_991]) {
      const shares = splitMoney(usd(total), [3, 5, 7, 11]);
      expect(shares.reduce((a, b) => a + b.minor, 0)).toBe(total);
    }
    expect(() => splitMoney(usd(1), [])).toThrow(RangeError);
    expect(() => splitMoney(usd(1), [0, 0])).toThrow(RangeError);
  });

  it("reads the minor unit's digits from Intl: cents, none for yen and won, three for dinars", () => {
    expect(minorDigitsOf('USD')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('KRW')).toBe(0);
    expect(minorDigitsOf('KWD')).toBe(3);
  });

  it("formats in the reader's language", () => {
    expect(formatMoney(usd(123456), 'en')).toBe('$1,234.56');
    // Intl writes a narrow no-break space between the digits and the euro sign in French and German.
    expect(formatMoney(money(123456, 'EUR'), 'de').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(money(123456, 'EUR'), 'fr').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatMoney(money(1235, 'JPY'), 'ja')).toBe('￥1,235');
    expect(formatMoney(money(1234, 'KWD'), 'en').replace(/\s/g, ' ')).toBe('KWD 1.234');
    expect(formatMoney(usd(-500), 'en')).toBe('-$5.00');
  });

  it('knows the ISO 4217 codes Intl knows, and validates an amount on the wire', () => {
    expect(isKnownCurrency('USD')).toBe(true);
    expect(isKnownCurrency('KES')).toBe(true);
    expect(isKnownCurrency('usd')).toBe(false);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(fieldsOf({ minor: 1250, currency: 'USD' })).toEqual([]);
    expect(fieldsOf({ minor: 12.5, currency: 'USD' })).toEqual(['minor']);
    expect(fieldsOf({ minor: 2 ** 53, currency: 'USD' })).toEqual(['minor']);
    expect(fieldsOf({ minor: 100, currency: 'DOLLARS' })).toEqual(['currency']);
    expect(fieldsOf({})).toEqual(['minor', 'currency']);
  });
});
