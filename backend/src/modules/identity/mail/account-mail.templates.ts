import { LANGUAGE_INFO, type Language } from '@koinonia/contracts';
import type { MailMessage } from '../../../platform/mail/mail.port';
import { ACCOUNT_MAIL_WORDS } from './account-mail.words';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The church as its emails name it, and the zone its times are written in. */
export interface MailChurch {
  name: string;
  timeZone: string;
}

/** A link into the app: PUBLIC_URL, the page, the token (URL-safe already, encoded anyway). */
export function appLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/** One pass over the template, so a value that itself looks like `{{church}}` is left as typed. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A zone Intl does not know (a typo in CHURCH_TIME_ZONE) must not stop the email: UTC then. */
function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** When a link stops working, in the reader's language and the church's zone, with the zone named. */
export function formatExpiry(iso: string, language: Language, timeZone: string): string {
  const { locale } = LANGUAGE_INFO[language];
  const zone = usableZone(timeZone);
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(date);
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return fill(ACCOUNT_MAIL_WORDS[language].timeWithZone, { time, zone: zoneName });
}

interface MailParts {
  language: Language;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  textLink: string;
  link: string;
  footer: string;
}

/** One simple layout for every account email: a greeting, paragraphs, one button, the link in words. */
function compose(parts: MailParts): MailMessage {
  const { dir } = LANGUAGE_INFO[parts.language];
  const lang = parts.language;
  const link = escapeHtml(parts.link);
  const paragraphs = parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = [
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">`,
    // Some mail apps drop the <html> element's attributes: the card says its language and direction too.
    // Korean breaks lines between words, not inside them.
    `<div lang="${lang}" dir="${dir}" style="${lang === 'ko' ? 'word-break:keep-all;' : ''}max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">`,
    `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>`,
    paragraphs,
    `<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(parts.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#334155">${escapeHtml(ACCOUNT_MAIL_WORDS[parts.language].buttonFallback)}<br><a href="${link}" dir="ltr" style="color:#4338ca;word-break:break-all">${link}</a></p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(parts.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  const text = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p, '']), fill(parts.textLink, { link: parts.link }), '', parts.footer, ''].join('\n');
  return { to: parts.to, subject: parts.subject, text, html };
}

export function invitationEmail(input: {
  to: string;
  displayName: string;
  church: MailChurch;
  invitedBy: string | null;
  link: string;
  expiresAt: string;
  language: Language;
}): MailMessage {
  const words = ACCOUNT_MAIL_WORDS[input.language];
  const values = {
    name: input.displayName,
    church: input.church.name,
    inviter: input.invitedBy ?? '',
    expiry: formatExpiry(input.expiresAt, input.language, input.church.timeZone),
  };
  return compose({
    language: input.language,
    to: input.to,
    subject: fill(words.invitation.subject, values),
    greeting: fill(words.greeting, values),
    paragraphs: [fill(input.invitedBy ? words.invitation.invitedBy : words.invitation.invited, values), fill(words.invitation.choosePassword, values)],
    action: words.invitation.action,
    textLink: words.invitation.textLink,
    link: input.link,
    footer: words.invitation.footer,
  });
}

export function passwordResetEmail(input: {
  to: string;
  displayName: string;
  church: MailChurch;
  link: string;
  expiresAt: string;
  language: Language;
}): MailMessage {
  const words = ACCOUNT_MAIL_WORDS[input.language];
  const values = { name: input.displayName, church: input.church.name, expiry: formatExpiry(input.expiresAt, input.language, input.church.timeZone) };
  return compose({
    language: input.language,
    to: input.to,
    subject: fill(words.passwordReset.subject, values),
    greeting: fill(words.greeting, values),
    paragraphs: [fill(words.passwordReset.requested, values), fill(words.passwordReset.chooseNew, values)],
    action: words.passwordReset.action,
    textLink: words.passwordReset.textLink,
    link: input.link,
    footer: words.passwordReset.footer,
  });
}

/**
 * After a lockout: how many failed attempts, from where (a source, or several), until when
 * sign-ins are paused, and a link that lifts it.
 */
export function unlockEmail(input: {
  to: string;
  displayName: string;
  church: MailChurch;
  link: string;
  expiresAt: string;
  language: Language;
  /** The source the lock holds against; null: every source. */
  source: string | null;
  lockedUntil: string;
  failedAttempts: number;
}): MailMessage {
  const words = ACCOUNT_MAIL_WORDS[input.language];
  const values = {
    name: input.displayName,
    church: input.church.name,
    attempts: String(input.failedAttempts),
    source: input.source ?? '',
    until: formatExpiry(input.lockedUntil, input.language, input.church.timeZone),
    expiry: formatExpiry(input.expiresAt, input.language, input.church.timeZone),
  };
  return compose({
    language: input.language,
    to: input.to,
    subject: fill(words.unlock.subject, values),
    greeting: fill(words.greeting, values),
    paragraphs: [fill(input.source === null ? words.unlock.everywhere : words.unlock.fromSource, values), fill(words.unlock.unlockNow, values)],
    action: words.unlock.action,
    textLink: words.unlock.textLink,
    link: input.link,
    footer: words.unlock.footer,
  });
}
