import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp-mailer';

/** A real SMTP server on a loopback port, keeping what it receives. */
async function startSmtpServer(options: { user?: string; pass?: string } = {}) {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: !options.user,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SmtpMailer', () => {
  it('delivers a message with text and HTML parts to a real SMTP server, signing in when the URL says so', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret-pass' });
    const mailer = new SmtpMailer(`smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`, 'Grace Church <office@grace.example>');
    try {
      await mailer.send({
        to: 'ruth@example.org',
        subject: 'Reset your password',
        text: 'Open https://app.example/reset-password?token=abc',
        html: '<p><a href="https://app.example/reset-password?token=abc">Reset</a></p>',
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message.from).toBe('office@grace.example');
      expect(message.to).toEqual(['ruth@example.org']);
      expect(message.raw).toMatch(/^Subject: Reset your password/m);
      expect(message.raw).toMatch(/Content-Type: text\/plain/);
      expect(message.raw).toMatch(/Content-Type: text\/html/);
      expect(message.raw).toContain('reset-password?token=abc');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('fails, rather than pretending, when the server refuses the credentials', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 'right' });
    const mailer = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'office@grace.example');
    try {
      await expect(mailer.send({ to: 'ruth@example.org', subject: 'x', text: 'x', html: 'x' })).rejects.toMatchObject({
        code: 'EAUTH',
        responseCode: 535,
        message: expect.stringContaining('Invalid username or password'),
      });
      expect(smtp.received).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
