import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { SecurityLogAnchorView } from '@koinonia/contracts';
import { APP_CONFIG, EVENT_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { readTail } from '../../platform/reactors/stream-tail.util';
import { canonicalJson, digestOf, entryHashOf } from './domain/security-log.chain';
import { SECURITY_LOG_STREAM, type SecurityLogEntry } from './domain/security-log.events';
import { SecurityLogKeys } from './security-log-keys.service';

/** One file under ANCHOR_DIR, one signed anchor per line, only ever appended to. */
export const ANCHOR_FILE = 'security-log-anchors.jsonl';

/** An anchor as written: what it vouches for, when, under which key, and the signature over the rest. */
interface SignedAnchor {
  v: 1;
  seq: number;
  hash: string;
  at: string;
  key: string;
  sig: string;
}

export interface Anchoring {
  /** The newest anchor: the one just written, else the one before. */
  anchor: SecurityLogAnchorView | null;
  written: boolean;
  /** Why none was written although the log moved: it no longer extends the last anchor, or its last entry does not hold. */
  refused?: string;
}

/**
 * Writes down where the security log stands — its last entry's number and hash, signed with a key
 * derived from the app secret — in a file outside the event store and outside DATA_DIR
 * (ANCHOR_DIR), and reads the newest back for verification. An anchor is only written on top of a
 * log that still extends the last one, so a log cut short or rewritten is never anchored over.
 */
@Injectable()
export class SecurityLogAnchors {
  private readonly file: string;
  /** One write at a time in this process; lines are appended whole, so other processes only add lines. */
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly keys: SecurityLogKeys,
  ) {
    this.file = join(config.anchorDir, ANCHOR_FILE);
  }

  /** The newest anchor signed under this installation's key, or null (none yet, or only others' and damaged lines). */
  async last(): Promise<SecurityLogAnchorView | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
      const anchor = this.parse(lines[i]);
      if (anchor) return anchor;
    }
    return null;
  }

  /**
   * Anchors the log as it stands. `always` writes even when the log has not moved since the last
   * anchor (on demand: a fresh line to copy); otherwise only a moved log is anchored (the hourly job).
   */
  anchor(options: { always: boolean }): Promise<Anchoring> {
    const run = this.writing.then(() => this.anchorNow(options));
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async anchorNow({ always }: { always: boolean }): Promise<Anchoring> {
    const previous = await this.last();
    const tail = await readTail(this.eventStore, SECURITY_LOG_STREAM);
    if (!tail) return previous ? { anchor: previous, written: false, refused: 'the log is empty' } : { anchor: null, written: false };
    const entry = tail.data as unknown as SecurityLogEntry;
    if (tail.revision !== entry.seq || entryHashOf(entry, digestOf(entry, this.keys.digests)) !== entry.hash) {
      return { anchor: previous, written: false, refused: `its last entry (${tail.revision}) does not hold` };
    }
    if (previous) {
      if (entry.seq < previous.seq) return { anchor: previous, written: false, refused: `it ends at ${entry.seq}, before the last anchor's ${previous.seq}` };
      const anchored =
        entry.seq === previous.seq ? tail : (await this.eventStore.readStream(SECURITY_LOG_STREAM, { fromRevision: previous.seq, maxCount: 1 }))[0];
      if ((anchored?.data as unknown as SecurityLogEntry | undefined)?.hash !== previous.hash) {
        return { anchor: previous, written: false, refused: `entry ${previous.seq} is no longer the one the last anchor names` };
      }
      if (entry.seq === previous.seq && !always) return { anchor: previous, written: false };
    }
    const signed = { v: 1 as const, seq: entry.seq, hash: entry.hash, at: new Date().toISOString(), key: this.keys.anchorKeyId };
    const line = JSON.stringify({ ...signed, sig: this.keys.signAnchor(canonicalJson(signed)) });
    await this.append(line);
    return { anchor: { seq: signed.seq, hash: signed.hash, at: signed.at, text: line }, written: true };
  }

  /** Appends one line and syncs it to disk: the folder and file readable by this user only. */
  private async append(line: string): Promise<void> {
    await mkdir(this.config.anchorDir, { recursive: true, mode: 0o700 });
    const handle = await open(this.file, 'a', 0o600);
    try {
      await handle.appendFile(`${line}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  private parse(line: string): SecurityLogAnchorView | null {
    let record: Partial<SignedAnchor>;
    try {
      record = JSON.parse(line) as Partial<SignedAnchor>;
    } catch {
      return null;
    }
    if (record === null || typeof record !== 'object' || record.v !== 1 || record.key !== this.keys.anchorKeyId) return null;
    const { sig, ...signed } = record;
    if (typeof sig !== 'string' || !Number.isInteger(signed.seq) || typeof signed.hash !== 'string' || typeof signed.at !== 'string') return null;
    if (!this.keys.anchorSignatureHolds(canonicalJson(signed), sig)) return null;
    return { seq: signed.seq!, hash: signed.hash, at: signed.at, text: line };
  }
}
