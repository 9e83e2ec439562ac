import { formatCurrency, formatDate, formatDateTime, formatNumber, formatTime, localeOf, type DateSettings } from './format.util';

const UTC = (dateFormat: DateSettings['dateFormat'], timeFormat: DateSettings['timeFormat'] = '12h'): DateSettings => ({
  dateFormat,
  timeFormat,
  timeZone: 'UTC',
});
const MOMENT = '2025-03-28T14:05:09Z';

describe('formatting helpers', () => {
  describe('dates in the reader’s order', () => {
    it.each([
      ['MM/DD/YYYY', '03/28/2025'],
      ['DD/MM/YYYY', '28/03/2025'],
      ['YYYY-MM-DD', '2025-03-28'],
    ] as const)('%s', (dateFormat, expected) => {
      expect(formatDate(MOMENT, 'en', UTC(dateFormat))).toBe(expected);
      // German writes its own dates day first with dots; the preference's order wins.
      expect(formatDate(MOMENT, 'de', UTC(dateFormat))).toBe(expected);
    });

    it("follows the language's own convention until the reader chooses an order", () => {
      expect(formatDate(MOMENT, 'en', UTC('auto'))).toBe('03/28/2025');
      expect(formatDate(MOMENT, 'es', UTC('auto'))).toBe('28/03/2025');
      expect(formatDate(MOMENT, 'de', UTC('auto'))).toBe('28.03.2025');
      expect(formatDate(MOMENT, 'en')).toBe(formatDate(MOMENT, 'en', { dateFormat: 'auto', timeFormat: 'auto', timeZone: 'auto' }));
    });

    it('takes the digits of the language (Intl decides which)', () => {
      const digits = (language: string) => new Intl.NumberFormat(localeOf(language), { useGrouping: false }).format(2025);
      for (const language of ['ar', 'hi', 'zh', 'ko']) {
        expect(formatDate(MOMENT, language, UTC('YYYY-MM-DD')).startsWith(digits(language))).toBe(true);
      }
    });

    it('reads the moment in the chosen time zone', () => {
      const late = '2025-03-28T23:30:00Z';
      expect(formatDate(late, 'en', { dateFormat: 'YYYY-MM-DD', timeFormat: '24h', timeZone: 'UTC' })).toBe('2025-03-28');
      expect(formatDate(late, 'en', { dateFormat: 'YYYY-MM-DD', timeFormat: '24h', timeZone: 'Asia/Seoul' })).toBe('2025-03-29');
      expect(formatDate(late, 'en', { dateFormat: 'YYYY-MM-DD', timeFormat: '24h', timeZone: 'America/Los_Angeles' })).toBe('2025-03-28');
    });

    it('keeps a calendar day (no time) on its day in every time zone', () => {
      expect(formatDate('2024-01-01', 'en', { dateFormat: 'DD/MM/YYYY', timeFormat: '12h', timeZone: 'Pacific/Honolulu' })).toBe('01/01/2024');
    });

    it('shows an unreadable date as it was given', () => {
      expect(formatDate('not a date', 'en')).toBe('not a date');
      expect(formatDateTime('', 'en')).toBe('');
    });
  });

  describe('times on the reader’s clock', () => {
    it('12-hour with the language’s day period, or 24-hour', () => {
      expect(formatTime(MOMENT, 'en', UTC('MM/DD/YYYY', '12h'))).toBe('2:05 PM');
      expect(formatTime(MOMENT, 'en', UTC('MM/DD/YYYY', '24h'))).toBe('14:05');
      expect(formatTime(MOMENT, 'ko', UTC('MM/DD/YYYY', '12h'))).toBe('PM 2:05');
      expect(formatTime(MOMENT, 'zh', UTC('MM/DD/YYYY', '12h'))).toBe('下午2:05');
      expect(formatTime(MOMENT, 'ar', UTC('MM/DD/YYYY', '12h'))).toMatch(/م$/);
      expect(formatTime(MOMENT, 'fr', UTC('MM/DD/YYYY', '24h'))).toBe('14:05');
    });

    it("on the language's own clock until the reader chooses one", () => {
      expect(formatTime(MOMENT, 'en', UTC('auto', 'auto'))).toBe('2:05 PM');
      expect(formatTime(MOMENT, 'es', UTC('auto', 'auto'))).toBe('14:05');
      expect(formatDateTime(MOMENT, 'es', UTC('auto', 'auto'))).toBe('28/03/2025 14:05');
    });

    it('with seconds when asked', () => {
      expect(formatTime(MOMENT, 'en', UTC('MM/DD/YYYY', '24h'), { seconds: true })).toBe('14:05:09');
    });

    it('date and time together follow both preferences', () => {
      expect(formatDateTime(MOMENT, 'en', UTC('DD/MM/YYYY', '24h'))).toBe('28/03/2025 14:05');
      expect(formatDateTime(MOMENT, 'es', UTC('YYYY-MM-DD', '12h'))).toMatch(/^2025-03-28 2:05\s?p/);
    });

    it('midnight on a 24-hour clock is 00, not 24', () => {
      expect(formatTime('2025-03-28T00:07:00Z', 'en', UTC('MM/DD/YYYY', '24h'))).toBe('00:07');
    });
  });

  describe('numbers and currency through Intl', () => {
    it.each([
      ['en', '1,234,567.5'],
      ['de', '1.234.567,5'],
      ['hi', '12,34,567.5'],
      ['fr', '1\u202f234\u202f567,5'],
    ])('%s', (language, expected) => {
      expect(formatNumber(1234567.5, language)).toBe(expected);
    });

    it('writes amounts the reader’s way', () => {
      expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50');
      expect(formatCurrency(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
      expect(formatCurrency(1234.5, 'KES', 'sw')).toMatch(/1,234\.50/);
    });

    it('names an unknown currency code rather than failing', () => {
      expect(formatCurrency(5, 'NOT-A-CODE', 'en')).toBe('5.00 NOT-A-CODE');
    });
  });

  it('maps an interface language to its Intl locale and passes others through', () => {
    expect(localeOf('pt')).toBe('pt-BR');
    expect(localeOf('zh')).toBe('zh-CN');
    expect(localeOf('en-GB')).toBe('en-US');
    expect(localeOf('xx')).toBe('xx');
  });
});
