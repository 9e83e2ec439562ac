import { randomUUID } from 'node:crypto';
import { OutboxFolder } from '../outbox/outbox-folder';
import type { Mailer, MailMessage } from './mail.port';

/** A message as the outbox keeps it: the whole email, links and all; of an attachment, its name, type and size. */
export interface OutboxRecord extends Omit<MailMessage, 'attachments'> {
  id: string;
  createdAt: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

/**
 * Without an SMTP server, mail is kept as files in `DATA_DIR/outbox` (an OutboxFolder: one JSON file
 * per message, never half written, readable by this user only), and administrators read it in the
 * app with the links' tokens masked (see outboxViewOf).
 */
export class OutboxMailer implements Mailer {
  readonly delivery = 'outbox' as const;
  private readonly outbox: OutboxFolder<OutboxRecord>;

  constructor(folder: string) {
    this.outbox = new OutboxFolder(folder);
  }

  async send(message: MailMessage): Promise<void> {
    const { attachments, ...rest } = message;
    const record: OutboxRecord = { id: randomUUID(), createdAt: new Date().toISOString(), ...rest };
    if (attachments) record.attachments = attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length }));
    await this.outbox.write(record);
  }

  list(limit = 100): Promise<OutboxRecord[]> {
    return this.outbox.list(limit);
  }
}
