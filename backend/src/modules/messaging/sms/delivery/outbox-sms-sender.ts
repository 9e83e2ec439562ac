import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsOutboxMessageView } from '@koinonia/contracts';
import type { SmsMessage, SmsSendResult, SmsSender } from './sms-sender.port';

export const SMS_OUTBOX_LIMIT = 500;

/**
 * Without an SMS provider, messages are kept as files in `DATA_DIR/sms-outbox` (one JSON file each,
 * written to a temporary name and renamed, readable by this user only), like the mail outbox, and
 * administrators read them in the app. Nothing arrives here from outside, so no webhook verifies.
 */
export class OutboxSmsSender implements SmsSender {
  readonly delivery = 'outbox' as const;
  private sequence = 0;

  constructor(
    private readonly folder: string,
    private readonly from = 'outbox',
  ) {
    mkdirSync(folder, { recursive: true });
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const createdAt = new Date().toISOString();
    const id = `OB${randomUUID().replace(/-/g, '')}`;
    const record: SmsOutboxMessageView = { id, to: message.to, from: this.from, body: message.body, createdAt };
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${createdAt.replace(/[:.]/g, '-')}_${String(this.sequence).padStart(6, '0')}_${id}.json`;
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
    await rename(temporary, join(this.folder, name));
    await this.prune();
    return { accepted: true, providerId: id };
  }

  verifyWebhook(): boolean {
    return false;
  }

  async list(limit = 100): Promise<SmsOutboxMessageView[]> {
    const messages: SmsOutboxMessageView[] = [];
    for (const name of (await this.names()).slice(0, limit)) {
      try {
        messages.push(JSON.parse(await readFile(join(this.folder, name), 'utf8')) as SmsOutboxMessageView);
      } catch {
        // Pruned between the listing and the read.
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
    await Promise.all(names.slice(SMS_OUTBOX_LIMIT).map((name) => unlink(join(this.folder, name)).catch(() => undefined)));
  }
}
