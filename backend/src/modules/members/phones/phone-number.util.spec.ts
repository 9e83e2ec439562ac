import { normalisePhone, phoneFromEvent, phoneSearchDigits, searchTermOf } from './phone-number.util';

describe('phone numbers', () => {
  it.each(['630-555-1273', '630 555 1273', '(630) 555-1273', '+1 630 555 1273', '630.555.1273', '1 (630) 555-1273'])('stores %s in E.164', (typed) => {
    expect(normalisePhone(typed, 'US')).toBe('+16305551273');
  });

  it("reads a number without a country code as the church's country's", () => {
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalisePhone('+1 312 555 0105', 'GB')).toBe('+13125550105');
  });

  it('keeps an extension', () => {
    expect(normalisePhone('+1 312 555 0105 x204', 'US')).toBe('+13125550105;ext=204');
  });

  it('refuses what is not a valid number, and takes an empty one as none', () => {
    for (const typed of ['12', '+1 555 0100', '555-CALL-NOW', '020 7946 0958x']) expect(normalisePhone(typed, 'US')).toBeNull();
    expect(normalisePhone('  ', 'US')).toBe('');
  });

  it('reads an old event as the default country did, and keeps what still does not parse', () => {
    expect(phoneFromEvent('(217) 555-0188')).toBe('+12175550188');
    expect(phoneFromEvent('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneFromEvent('call the office')).toBe('call the office');
  });

  it('searches by the whole number and the national number', () => {
    expect(phoneSearchDigits('+16305551273')).toEqual(['16305551273', '6305551273']);
    expect(phoneSearchDigits('+13125550105;ext=204')).toEqual(['13125550105', '3125550105']);
    expect(phoneSearchDigits('')).toEqual([]);
  });

  it('reduces a phone-shaped search to its digits, and leaves any other as written', () => {
    for (const query of ['630-555-1273', '630 555 1273', '(630) 555-1273']) expect(searchTermOf(query)).toBe('6305551273');
    expect(searchTermOf('+1 630 555 1273')).toBe('16305551273');
    expect(searchTermOf(' Ruth.A ')).toBe('ruth.a');
    expect(searchTermOf('a.b(c')).toBe('a.b(c');
    expect(searchTermOf('1.')).toBe('1.');
  });
});
