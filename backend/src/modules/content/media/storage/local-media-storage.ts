import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkStorageKey, type ByteRange, type MediaStorage } from './media-storage.port';

/** Media bytes as files under a folder (`DATA_DIR/media` by default). Writes go to a temporary name first, then into place. */
export class LocalMediaStorage implements MediaStorage {
  readonly adapter = 'local' as const;

  constructor(private readonly root: string) {}

  private path(key: string): string {
    return join(this.root, checkStorageKey(key));
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
    await copyFile(path, temporary);
    await rename(temporary, target);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async size(key: string): Promise<number | null> {
    try {
      const found = await stat(this.path(key));
      return found.isFile() ? found.size : null;
    } catch {
      return null;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.path(key);
    if ((await this.size(key)) === null) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  localPath(key: string): string {
    return this.path(key);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
