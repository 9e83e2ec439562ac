import { EMAIL_MERGE_FIELDS, type EmailMergeField } from '@koinonia/contracts';

export type MergeValues = Record<EmailMergeField, string>;

const FIELD = new RegExp(`\\{(${EMAIL_MERGE_FIELDS.join('|')})\\}`, 'g');

/** A person's first name: the first word of their full name. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** `{firstName}` and the other merge fields replaced by this person's values; any other braces stay as written. */
export function merge(template: string, values: MergeValues): string {
  return template.replace(FIELD, (_, field: EmailMergeField) => values[field]);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text as HTML: escaped (nothing the sender typed becomes markup), blank lines make paragraphs, line breaks stay, web addresses become links. */
export function textToHtml(text: string): string {
  const linked = (line: string) => escapeHtml(line).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(linked).join('<br>')}</p>`)
    .join('\n');
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** One person's email: the merged subject and text, and the footer with their own unsubscribe link. */
export function renderBroadcastEmail(template: { subject: string; text: string }, values: MergeValues, unsubscribeUrl: string, footer: string): RenderedEmail {
  const subject = merge(template.subject, values).replace(/[\r\n]+/g, ' ');
  const body = merge(template.text, values);
  const text = `${body}\n\n--\n${footer}\n${unsubscribeUrl}\n`;
  const html = `${textToHtml(body)}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return { subject, text, html };
}
