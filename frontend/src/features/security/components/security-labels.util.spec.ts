import type { SecurityEventView } from '@koinonia/contracts';
import { registerFeatureTranslations } from '../../../app/signed-in/feature-translations';
import { initTranslations } from '../../../app/translations';
import type { Formatters } from '../../../shared/i18n';
import { describeUserAgent, detailLines, displayIp, subjectOf } from './security-labels.util';

const i18n = initTranslations('en');
registerFeatureTranslations();
// Security's English comes with its pages, as in the app.
beforeAll(() => i18n.loadNamespaces('security'));
const format = { dateTime: (iso: string) => iso.slice(11, 19) } as unknown as Formatters;
const entry = (type: string, details: SecurityEventView['details']) => ({ type, details }) as unknown as SecurityEventView;
const lines = (type: string, details: SecurityEventView['details']) => detailLines(i18n.t, entry(type, details), format);

describe('security labels', () => {
  it('names the browser and system of common user agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBe(
      'Chrome 142 · Windows',
    );
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0'),
    ).toBe('Edge 142 · Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 · iOS');
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 · macOS');
    expect(describeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
  });

  it('shows IPv4 addresses without their IPv6 mapping', () => {
    expect(displayIp('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(displayIp('::1')).toBe('::1');
    expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it("says how many failures a tally of an unknown address counts, and over what time; the address tried is the entry's subject", () => {
    expect(
      lines('sign-in-failed', {
        reason: 'unknown-account',
        email: 'ghost@example.org',
        attempts: 7,
        firstAt: '2026-11-22T10:00:00.000Z',
        lastAt: '2026-11-22T10:14:00.000Z',
      }),
    ).toEqual(['No account with this email', '7 attempts between 10:00:00 and 10:14:00']);
    expect(lines('sign-in-failed', { reason: 'unknown-account', email: 'ghost@example.org', attempts: 1, firstAt: 'x', lastAt: 'x' })).toEqual([
      'No account with this email',
    ]);
    // Said in the account column, where the account would be.
    expect(subjectOf(i18n.t, { ...entry('sign-in-failed', { reason: 'unknown-account', email: 'ghost@example.org' }), userName: null, userId: null })).toBe(
      'ghost@example.org',
    );
  });

  it('says whether a lock held against one address or every address, and how an account was unlocked', () => {
    expect(lines('account-locked', { until: '2026-11-22T10:15:00.000Z', failedAttempts: 5, source: '2001:db8:1:2::/64' })).toEqual([
      'Locked until 10:15:00 after 5 failed attempts',
      'Only for sign-ins from 2001:db8:1:2::/64',
    ]);
    expect(lines('account-locked', { until: '2026-11-22T10:15:00.000Z', failedAttempts: 20 })).toEqual([
      'Locked until 10:15:00 after 20 failed attempts',
      'For sign-ins from every address',
    ]);
    expect(lines('account-unlocked', { via: 'email-link' })).toEqual(['With the link emailed to the account holder']);
    expect(lines('account-unlocked', {})).toEqual([]);
    expect(lines('reauthenticated', { method: 'totp' })).toEqual(['With a code from the authenticator app']);
    expect(lines('reauthenticated', { method: 'password-and-totp' })).toEqual(['With the password and a code from the authenticator app']);
    expect(lines('reauthenticated', { method: 'password' })).toEqual(['With the password']);
  });
});
