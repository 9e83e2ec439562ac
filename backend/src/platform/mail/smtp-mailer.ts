import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS from the start). */
export class SmtpMailer implements Mailer {
  readonly delivery = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded waits: a request that sends mail must not hang on a server that does not answer.
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
    });
  }

  close(): void {
    this.transport.close();
  }
}
