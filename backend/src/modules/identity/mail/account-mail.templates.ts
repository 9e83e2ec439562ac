import type { MailMessage } from '../../../platform/mail/mail.port';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A link into the app: PUBLIC_URL, the page, the token (URL-safe already, encoded anyway). */
export function appLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

function formatUtc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** One simple layout for every account email: a greeting, paragraphs, one button, the link in words. */
function layout(options: { greeting: string; paragraphs: string[]; action: string; link: string; footer: string }): string {
  const paragraphs = options.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 16px">${escapeHtml(options.greeting)}</p>`,
    paragraphs,
    `<p style="margin:24px 0"><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(options.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#334155">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(options.link)}" style="color:#4338ca;word-break:break-all">${escapeHtml(options.link)}</a></p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(options.footer)}</p>`,
    '</div></body></html>',
  ].join('');
}

export function invitationEmail(input: { to: string; displayName: string; churchName: string; invitedBy: string | null; link: string; expiresAt: string }): MailMessage {
  const inviter = input.invitedBy ? `${input.invitedBy} has invited you` : 'You have been invited';
  const paragraphs = [
    `${inviter} to ${input.churchName} on Koinonia, the app your church uses for its members, care and events.`,
    `Choose a password to open your account. The link works until ${formatUtc(input.expiresAt)} and only once.`,
  ];
  const footer = 'If you did not expect this invitation, you can ignore this email: no account is opened until you choose a password.';
  return {
    to: input.to,
    subject: `You are invited to ${input.churchName} on Koinonia`,
    text: [`Hello ${input.displayName},`, '', ...paragraphs.flatMap((p) => [p, '']), `Accept the invitation: ${input.link}`, '', footer, ''].join('\n'),
    html: layout({ greeting: `Hello ${input.displayName},`, paragraphs, action: 'Accept the invitation', link: input.link, footer }),
  };
}

export function passwordResetEmail(input: { to: string; displayName: string; churchName: string; link: string; expiresAt: string }): MailMessage {
  const paragraphs = [
    `Someone asked to reset the password of your ${input.churchName} account on Koinonia.`,
    `Choose a new password with the link below. It works until ${formatUtc(input.expiresAt)} and only once. Saving the new password signs your account out everywhere.`,
  ];
  const footer = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to: input.to,
    subject: 'Reset your Koinonia password',
    text: [`Hello ${input.displayName},`, '', ...paragraphs.flatMap((p) => [p, '']), `Reset your password: ${input.link}`, '', footer, ''].join('\n'),
    html: layout({ greeting: `Hello ${input.displayName},`, paragraphs, action: 'Choose a new password', link: input.link, footer }),
  };
}
