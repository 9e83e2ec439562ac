import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { Mailer } from './mail.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: AppConfig): Mailer {
  return config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(join(config.dataDir, 'outbox'));
}
