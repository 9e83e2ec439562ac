import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../../../platform/config/app-config';
import { MAILER, type Mailer, type MailMessage } from '../../../../platform/mail/mail.port';
import { APP_CONFIG } from '../../../../platform/platform.tokens';

/** One broadcast email: the stable Message-ID a receiving server can recognise a repeat by, and the unsubscribe headers. */
export interface BroadcastMail extends MailMessage {
  messageId: string;
  unsubscribeUrl: string;
}

/** Connections kept open to the SMTP server while a broadcast sends: emails go out over these in parallel. */
export const SMTP_POOL_SIZE = 5;

/**
 * Sends broadcast emails over a pool of SMTP connections (one connection per email would spend
 * most of 10,000 sends on handshakes), with RFC 8058 one-click unsubscribe headers. Without an
 * SMTP server, mail goes to the app's outbox like any other.
 */
@Injectable()
export class BroadcastMailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    this.transport = config.mail.smtpUrl
      ? createTransport({
          url: config.mail.smtpUrl,
          pool: true,
          maxConnections: SMTP_POOL_SIZE,
          maxMessages: Infinity,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
    this.from = config.mail.from;
  }

  private readonly from: string;

  async send(mail: BroadcastMail): Promise<void> {
    if (!this.transport) return this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
    });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
