import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An outbox keeps this many messages; older ones are dropped as new ones arrive. */
export const OUTBOX_LIMIT = 500;

/**
 * A folder of outgoing messages kept instead of sent (the mail outbox, the SMS outbox): one JSON
 * file per message, written to a temporary name and renamed, so a crash never leaves half a
 * message, readable by this user only. Names start with the time and a sequence, so listing newest
 * first is a sort of names. Like a pickup folder, it is one instance's own.
 */
export class OutboxFolder<T extends { id: string; createdAt: string }> {
  /** Orders two messages written within the same millisecond. */
  private sequence = 0;

  constructor(
    private readonly folder: string,
    private readonly limit = OUTBOX_LIMIT,
  ) {
    mkdirSync(folder, { recursive: true });
  }

  async write(record: T): Promise<void> {
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${record.createdAt.replace(/[:.]/g, '-')}_${String(this.sequence).padStart(6, '0')}_${record.id}.json`;
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
    await rename(temporary, join(this.folder, name));
    await this.prune();
  }

  /** The newest `limit` messages, newest first. */
  async list(limit = 100): Promise<T[]> {
    const messages: T[] = [];
    for (const name of (await this.names()).slice(0, limit)) {
      try {
        messages.push(JSON.parse(await readFile(join(this.folder, name), 'utf8')) as T);
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
    await Promise.all(names.slice(this.limit).map((name) => unlink(join(this.folder, name)).catch(() => undefined)));
  }
}
