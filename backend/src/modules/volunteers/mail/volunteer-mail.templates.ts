import { LANGUAGE_INFO, type Language } from '@koinonia/contracts';
import type { MailMessage } from '../../../platform/mail/mail.port';
import { VOLUNTEER_MAIL_WORDS } from './volunteer-mail.words';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** One pass over the template, so a value that itself looks like `{{church}}` is left as typed. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** When the service starts, in the reader's language and the church's zone. */
export function formatWhen(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, { dateStyle: 'full', timeStyle: 'short', timeZone: usableZone(timeZone) }).format(
    new Date(iso),
  );
}

export type VolunteerMailKind = 'assigned' | 'signedUp' | 'reminder' | 'moved' | 'cancelled';

/** An assignment, sign-up, reminder, moved or cancelled email: what and when, and (while it is open) the confirm and decline links. */
export function volunteerEmail(input: {
  kind: VolunteerMailKind;
  to: string;
  name: string;
  church: string;
  timeZone: string;
  language: Language;
  position: string;
  event: string;
  startsAt: string;
  links: { confirm: string; decline: string } | null;
}): MailMessage {
  const words = VOLUNTEER_MAIL_WORDS[input.language];
  const { dir } = LANGUAGE_INFO[input.language];
  const values = {
    name: input.name,
    church: input.church,
    position: input.position,
    event: input.event,
    when: formatWhen(input.startsAt, input.language, input.timeZone),
  };
  const subject = fill(words[input.kind].subject, values);
  const greeting = fill(words.greeting, values);
  const body = fill(words[input.kind].body, values);
  const footer = fill(words.footer, values);
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:${colour};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;margin-inline-end:12px">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">`,
    `<div lang="${input.language}" dir="${dir}" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">`,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p><p style="margin:0 0 16px">${escapeHtml(body)}</p>`,
    input.links
      ? `<p style="margin:0 0 16px">${escapeHtml(words.ask)}</p><p style="margin:24px 0">${button(input.links.confirm, words.confirm, '#15803d')}${button(input.links.decline, words.decline, '#b91c1c')}</p>`
      : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  const links = input.links ? [words.ask, `${words.confirm}: ${input.links.confirm}`, `${words.decline}: ${input.links.decline}`, ''] : [];
  const text = [greeting, '', body, '', ...links, footer, ''].join('\n');
  return { to: input.to, subject, text, html };
}
