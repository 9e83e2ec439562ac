import { LANGUAGE_INFO, LANGUAGES, type Language } from '@koinonia/contracts';
import { appLink, formatExpiry, invitationEmail, passwordResetEmail, unlockEmail } from './account-mail.templates';
import { ACCOUNT_MAIL_WORDS, type AccountMailWords } from './account-mail.words';

const church = { name: 'Grace Community Church', timeZone: 'America/Chicago' };
const link = appLink('https://grace.example', '/accept-invite', 'tok-EN_123');
const resetLink = appLink('https://grace.example', '/reset-password', 'abc');
const invitation = (language: Language, more: Partial<Parameters<typeof invitationEmail>[0]> = {}) =>
  invitationEmail({
    to: 'ruth@example.org',
    displayName: 'Ruth Moabite',
    church,
    invitedBy: 'Grace Okafor',
    link,
    expiresAt: '2026-11-29T10:00:00.000Z',
    language,
    ...more,
  });
const unlockLink = appLink('https://grace.example', '/unlock-account', 'unl');
const unlock = (language: Language, source: string | null = '203.0.113.9') =>
  unlockEmail({
    to: 'ruth@example.org',
    displayName: 'Ruth Moabite',
    church,
    link: unlockLink,
    expiresAt: '2026-11-22T11:00:00.000Z',
    language,
    source,
    lockedUntil: '2026-11-22T10:15:00.000Z',
    failedAttempts: 5,
  });
const reset = (language: Language) =>
  passwordResetEmail({ to: 'ruth@example.org', displayName: 'Ruth Moabite', church, link: resetLink, expiresAt: '2026-11-22T11:00:00.000Z', language });

/** Every string of a language's table, with its path, for the checks that walk them all. */
function wordsOf(words: AccountMailWords, path = ''): Array<[string, string]> {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : wordsOf(value as AccountMailWords, `${path}${key}.`),
  );
}

describe('account emails', () => {
  it('builds links from PUBLIC_URL with the token', () => {
    expect(link).toBe('https://grace.example/accept-invite?token=tok-EN_123');
  });

  it('keeps the English words as they were', () => {
    const mail = invitation('en');
    expect(mail.subject).toBe('You are invited to Grace Community Church on Koinonia');
    expect(mail.text).toContain('Hello Ruth Moabite,');
    expect(mail.text).toContain(
      'Grace Okafor has invited you to Grace Community Church on Koinonia, the app your church uses for its members, care and events.',
    );
    expect(mail.text).toContain(`Accept the invitation: ${link}`);
    expect(invitation('en', { invitedBy: null }).text).toContain('You have been invited to Grace Community Church on Koinonia');
    const resetMail = reset('en');
    expect(resetMail.subject).toBe('Reset your Koinonia password');
    expect(resetMail.text).toContain('Reset your password: https://grace.example/reset-password?token=abc');
    expect(resetMail.html).toContain('href="https://grace.example/reset-password?token=abc"');
    const unlockMail = unlock('en');
    expect(unlockMail.subject).toBe('Failed sign-ins to your Koinonia account');
    expect(unlockMail.text).toContain(
      'There were 5 failed attempts to sign in to your Grace Community Church account on Koinonia from the internet address 203.0.113.9. To protect your account, sign-ins from that address are paused until November 22, 2026 at 4:15 AM (Central Standard Time). You can still sign in from anywhere else.',
    );
    expect(unlockMail.text).toContain('It works until November 22, 2026 at 5:00 AM (Central Standard Time) and only once.');
    expect(unlockMail.text).toContain('Unlock your account: https://grace.example/unlock-account?token=unl');
    expect(unlock('en', null).text).toContain('from several addresses. To protect your account, all sign-ins are paused until November 22, 2026 at 4:15 AM');
  });

  it('writes an invitation with the link in both text and HTML, escaping what people typed', () => {
    const mail = invitation('en', { displayName: 'Ruth <script>', church: { name: 'Grace & Truth', timeZone: 'UTC' } });
    expect(mail.subject).toBe('You are invited to Grace & Truth on Koinonia');
    expect(mail.text).toContain('Hello Ruth <script>,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ruth &lt;script&gt;');
    expect(mail.html).toContain('Grace &amp; Truth');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<title>You are invited to Grace &amp; Truth on Koinonia</title>');
  });

  it('escapes in every language, and leaves a typed placeholder as typed', () => {
    for (const language of LANGUAGES) {
      const mail = invitation(language, { displayName: '<img src=x onerror=alert(1)>', invitedBy: '"Eve" & {{church}}' });
      expect(mail.html).not.toMatch(/<img|"Eve"/);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('&quot;Eve&quot; &amp; {{church}}');
      expect(mail.text).toContain('"Eve" & {{church}}');
    }
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const words = ACCOUNT_MAIL_WORDS[language];
    const messages = {
      invitation: invitation(language),
      anonymous: invitation(language, { invitedBy: null }),
      reset: reset(language),
      unlock: unlock(language),
      unlockEverywhere: unlock(language, null),
    };

    it('has every word, and (but for the time-and-zone pattern) its own rather than English', () => {
      const english = new Map(wordsOf(ACCOUNT_MAIL_WORDS.en));
      for (const [key, value] of wordsOf(words)) {
        expect(`${key}: ${value.trim()}`).not.toBe(`${key}: `);
        if (language !== 'en' && key !== 'timeWithZone') expect(`${key}: ${value}`).not.toBe(`${key}: ${english.get(key)}`);
      }
    });

    it('renders every part, with nothing left unfilled', () => {
      for (const mail of Object.values(messages)) {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}|undefined|null|NaN|Invalid Date/);
        }
        expect(mail.to).toBe('ruth@example.org');
        expect(mail.text).toContain('Ruth Moabite');
      }
      const parts = (mail: { text: string }, texts: string[]) => texts.forEach((t) => expect(mail.text).toContain(t));
      const fill = (s: string, link: string) => s.replace('{{link}}', link);
      parts(messages.invitation, [fill(words.invitation.textLink, link), words.invitation.footer]);
      expect(messages.invitation.text).toContain('Grace Okafor');
      expect(messages.invitation.subject).toContain('Grace Community Church');
      expect(messages.anonymous.text).not.toContain('Grace Okafor');
      expect(messages.anonymous.text).toContain('Grace Community Church');
      parts(messages.reset, [fill(words.passwordReset.textLink, resetLink), words.passwordReset.footer]);
      expect(messages.reset.subject).toBe(words.passwordReset.subject);
      parts(messages.unlock, [fill(words.unlock.textLink, unlockLink), words.unlock.footer, '203.0.113.9']);
      expect(messages.unlockEverywhere.text).not.toContain('203.0.113.9');
      expect(messages.unlock.subject).toBe(words.unlock.subject);
      for (const [mail, action, href] of [
        [messages.invitation, words.invitation.action, link],
        [messages.reset, words.passwordReset.action, resetLink],
        [messages.unlock, words.unlock.action, unlockLink],
      ] as const) {
        expect(mail.html).toContain(`>${action.replace(/'/g, '&#39;')}</a>`);
        expect(mail.html).toContain(`href="${href}"`);
        expect(mail.html).toContain(words.buttonFallback);
        expect(mail.html).toContain(`dir="ltr" style="color:#4338ca;word-break:break-all">${href}</a>`);
      }
    });

    it('says its language and direction on the HTML', () => {
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      for (const mail of Object.values(messages)) {
        expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${language}" dir="${dir}">`));
        expect(mail.html).toContain(`<div lang="${language}" dir="${dir}"`);
      }
    });

    it('writes when the link stops working in the church’s time zone, naming the zone', () => {
      // 10:00 UTC is 04:00 in Chicago in November; the zone's name follows the date and time.
      const expiry = formatExpiry('2026-11-29T10:00:00.000Z', language, 'America/Chicago');
      const dateAndTime = new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Chicago',
      }).format(new Date('2026-11-29T10:00:00.000Z'));
      expect(dateAndTime).toMatch(/4:00|04:00/);
      expect(expiry).toContain(dateAndTime);
      expect(expiry.length).toBeGreaterThan(dateAndTime.length + 4);
      expect(messages.invitation.text).toContain(expiry);
      expect(messages.invitation.html).toContain(expiry);
    });
  });

  it('names the zone in the reader’s words and follows the church’s zone', () => {
    expect(formatExpiry('2026-11-29T10:00:00.000Z', 'en', 'America/Chicago')).toBe('November 29, 2026 at 4:00 AM (Central Standard Time)');
    expect(formatExpiry('2026-11-29T10:00:00.000Z', 'de', 'Europe/Berlin')).toBe('29. November 2026 um 11:00 (Mitteleuropäische Normalzeit)');
    expect(formatExpiry('2026-11-29T10:00:00.000Z', 'sw', 'Africa/Nairobi')).toBe('29 Novemba 2026 saa 13:00 (Saa za Afrika Mashariki)');
    expect(formatExpiry('2026-11-29T10:00:00.000Z', 'zh', 'Asia/Shanghai')).toBe('2026年11月29日 18:00（中国标准时间）');
    expect(invitation('es').text).toContain('El enlace es válido hasta el 29 de noviembre de 2026 a las 4:00 (hora estándar central)');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(formatExpiry('2026-11-29T10:00:00.000Z', 'en', 'Mars/Olympus_Mons')).toBe('November 29, 2026 at 10:00 AM (Coordinated Universal Time)');
  });

  it('writes Arabic right to left, with names and dates isolated from the sentence', () => {
    const mail = invitation('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.subject).toBe('دعوة للانضمام إلى \u2068Grace Community Church\u2069 على Koinonia');
    expect(mail.text).toContain('مرحبًا \u2068Ruth Moabite\u2069،');
    // The link stays outside the isolates, so mail apps find it whole.
    expect(mail.text).toContain(`قبول الدعوة: ${link}\n`);
  });
});
