import { formatMoney, LANGUAGE_INFO, type Language, type Money } from '@koinonia/contracts';
import type { MailMessage } from '../../../platform/mail/mail.port';
import { RECEIPT_MAIL_WORDS } from './receipt-mail.words';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** One pass over the template, so a value that itself looks like `{{church}}` is left as typed. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** A gift's receipt email in the donor's language, the receipt itself attached as a PDF. */
export function receiptEmail(input: {
  to: string;
  name: string;
  church: string;
  language: Language;
  number: string;
  amount: Money;
  deductible: Money;
  receivedOn: string;
  pdf: Buffer;
}): MailMessage {
  const words = RECEIPT_MAIL_WORDS[input.language];
  const { dir, locale } = LANGUAGE_INFO[input.language];
  const values = {
    name: input.name,
    church: input.church,
    number: input.number,
    amount: formatMoney(input.amount, locale),
    deductible: formatMoney(input.deductible, locale),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${input.receivedOn}T00:00:00Z`)),
  };
  const subject = fill(words.subject, values);
  const paragraphs = [fill(words.greeting, values), fill(words.body, values), fill(words.deductible, values), fill(words.attached, values)];
  const footer = fill(words.footer, values);
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">`,
    `<div lang="${input.language}" dir="${dir}" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`),
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  const text = [paragraphs[0], '', ...paragraphs.slice(1), '', footer, ''].join('\n');
  return { to: input.to, subject, text, html, attachments: [{ filename: `receipt-${input.number}.pdf`, content: input.pdf, contentType: 'application/pdf' }] };
}
