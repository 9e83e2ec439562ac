import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage } from './mail.port';

/** A message as the outbox keeps it: the whole email, links and all; of an attachment, its name, type and size. */
export interface OutboxRecord extends Omit<MailMessage, 'attachments'> {
  id: string;
  createdAt: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

/** The outbox keeps this many messages; older ones are dropped as new ones arrive. */
export const OUTBOX_LIMIT = 500;

/**
 * Without an SMTP server, mail is kept as files in `DATA_DIR/outbox` (one JSON file per message,
 * written to a temporary name and renamed, so a crash never leaves half a message, readable by
 * this user only), and administrators read it in the app with the links' tokens masked (see
 * outboxViewOf). Like a pickup folder, it is one instance's own.
 */
export class OutboxMailer implements Mailer {
  readonly delivery = 'outbox' as const;
  /** Orders two messages written within the same millisecond. */
  private sequence = 0;

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const createdAt = new Date().toISOString();
    const id = randomUUID();
    const { attachments, ...rest } = message;
    const record: OutboxRecord = { id, createdAt, ...rest };
    if (attachments) record.attachments = attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length }));
    // Names sort by time, so listing newest first is a sort of names.
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${createdAt.replace(/[:.]/g, '-')}_${String(this.sequence).padStart(6, '0')}_${id}.json`;
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
    await rename(temporary, join(this.folder, name));
    await this.prune();
  }

  async list(limit = 100): Promise<OutboxRecord[]> {
    const names = await this.names();
    const messages: OutboxRecord[] = [];
    for (const name of names.slice(0, limit)) {
      try {
        messages.push(JSON.parse(await readFile(join(this.folder, name), 'utf8')) as OutboxRecord);
      } catch {
        // Pruned between the listing and the read: nothing to show.
      }
    }
    return messages;
  }

  private async names(): Promise<string[]> {
    const entries = await readdir(this.folder);
    return entries
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse();
  }

  private async prune(): Promise<void> {
    const names = await this.names();
    await Promise.all(names.slice(OUTBOX_LIMIT).map((name) => unlink(join(this.folder, name)).catch(() => undefined)));
  }
}
