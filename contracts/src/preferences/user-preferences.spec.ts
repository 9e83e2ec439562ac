import 'reflect-metadata';
import { parsePreferences } from './user-preferences.dto';
import { DEFAULT_PREFERENCES, isTimeZone, mergePreferences } from './user-preferences.type';

describe('preferences', () => {
  it('has the defaults of the specification', () => {
    expect(DEFAULT_PREFERENCES.language).toBe('en');
    expect(DEFAULT_PREFERENCES.dashboard).toMatchObject({ itemsPerPage: 10, refreshInterval: 5, autoRefresh: false, defaultView: 'grid' });
    expect(DEFAULT_PREFERENCES.display).toMatchObject({ fontSize: 'medium', dateFormat: 'auto', timeFormat: 'auto' });
    expect(DEFAULT_PREFERENCES.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      eventReminders: true,
      prayerRequestUpdates: true,
      systemAlerts: true,
      smsNotifications: false,
      weeklyReports: false,
      marketingEmails: false,
    });
    expect(Object.values(DEFAULT_PREFERENCES.features).every(Boolean)).toBe(true);
  });

  it('merges a change group by group without touching either input', () => {
    const before = JSON.stringify(DEFAULT_PREFERENCES);
    const merged = mergePreferences(DEFAULT_PREFERENCES, { language: 'sw', dashboard: { itemsPerPage: 25 }, features: { livestreaming: false } });
    expect(merged.language).toBe('sw');
    expect(merged.dashboard).toEqual({ ...DEFAULT_PREFERENCES.dashboard, itemsPerPage: 25 });
    expect(merged.features.livestreaming).toBe(false);
    expect(merged.features.memberDirectory).toBe(true);
    expect(JSON.stringify(DEFAULT_PREFERENCES)).toBe(before);
  });

  describe('parsePreferences (import)', () => {
    it('reads an exported file back exactly', () => {
      const exported = JSON.parse(
        JSON.stringify(mergePreferences(DEFAULT_PREFERENCES, { language: 'ko', timeZone: 'Asia/Seoul', display: { highContrast: true, timeFormat: '24h' } })),
      );
      expect(parsePreferences(exported)).toEqual({ ...exported, lastUpdated: null });
    });

    it('fills what a partial file leaves out from the defaults', () => {
      expect(parsePreferences({ dashboard: { itemsPerPage: 50 } })).toEqual(mergePreferences(DEFAULT_PREFERENCES, { dashboard: { itemsPerPage: 50 } }));
    });

    it.each([
      ['not an object', 'preferences'],
      ['an array', [DEFAULT_PREFERENCES]],
      ['null', null],
      ['an unknown language', { language: 'xx' }],
      ['an unknown field', { colour: 'blue' }],
      ['an unknown nested field', { display: { fontSize: 'medium', blink: true } }],
      ['a wrong type', { dashboard: { itemsPerPage: '10' } }],
      ['a page size not offered', { dashboard: { itemsPerPage: 7 } }],
      ['a group that is not an object', { display: 'dark' }],
      ['a time zone that does not exist', { timeZone: 'Mars/Olympus' }],
      ['a refresh interval out of range', { dashboard: { refreshInterval: 0 } }],
      ['an unknown feature flag', { features: { teleport: true } }],
    ])('refuses %s', (_label, value) => {
      expect(parsePreferences(value)).toBeNull();
    });
  });

  it('knows real time zones', () => {
    expect(isTimeZone('Africa/Nairobi')).toBe(true);
    expect(isTimeZone('auto')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});
