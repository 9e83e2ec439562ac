import { formatPhone, telHref } from './phone-format.util';

describe('formatPhone', () => {
  it("shows the church's country's numbers nationally and others internationally", () => {
    expect(formatPhone('+16305551273', 'US')).toBe('(630) 555-1273');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+13125550105;ext=204', 'US')).toBe('(312) 555-0105 ext. 204');
  });

  it('shows what does not parse as stored, and nothing as nothing', () => {
    expect(formatPhone('call the office', 'US')).toBe('call the office');
    expect(formatPhone('', 'US')).toBe('');
  });

  it('dials E.164 with the extension', () => {
    expect(telHref('+13125550105;ext=204')).toBe('tel:+13125550105;ext=204');
    expect(telHref('+16305551273')).toBe('tel:+16305551273');
  });
});
