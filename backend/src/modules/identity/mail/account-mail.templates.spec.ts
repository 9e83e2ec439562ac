import { appLink, invitationEmail, passwordResetEmail } from './account-mail.templates';

describe('account emails', () => {
  const link = appLink('https://grace.example', '/accept-invite', 'tok-EN_123');

  it('builds links from PUBLIC_URL with the token', () => {
    expect(link).toBe('https://grace.example/accept-invite?token=tok-EN_123');
  });

  it('writes an invitation with the link in both text and HTML, escaping what people typed', () => {
    const mail = invitationEmail({ to: 'ruth@example.org', displayName: 'Ruth <script>', churchName: 'Grace & Truth', invitedBy: 'Grace Okafor', link, expiresAt: '2026-11-29T10:00:00.000Z' });
    expect(mail.subject).toBe('You are invited to Grace & Truth on Koinonia');
    expect(mail.text).toContain('Hello Ruth <script>,');
    expect(mail.text).toContain(`Accept the invitation: ${link}`);
    expect(mail.text).toContain('2026-11-29 10:00 UTC');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ruth &lt;script&gt;');
    expect(mail.html).toContain('Grace &amp; Truth');
    expect(mail.html).not.toContain('<script>');
  });

  it('writes a password reset email that says how long the link works', () => {
    const reset = appLink('http://localhost:3000', '/reset-password', 'abc');
    const mail = passwordResetEmail({ to: 'ruth@example.org', displayName: 'Ruth', churchName: 'Grace Church', link: reset, expiresAt: '2026-11-22T11:00:00.000Z' });
    expect(mail.subject).toBe('Reset your Koinonia password');
    expect(mail.text).toContain('Reset your password: http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('until 2026-11-22 11:00 UTC');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
  });
});
