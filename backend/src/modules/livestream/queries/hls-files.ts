import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

/** Segment bytes kept at most: a few minutes of a stream's segments, for a congregation fetching the same ones. */
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * The HLS files of broadcasts as players fetch them: every viewer asks for each new segment within
 * the same second, so a segment is read from disk once and kept (the oldest go first past
 * `KEPT_BYTES`). Only a segment the last playlist served lists is kept: the muxer lists a segment
 * once it has closed it, so a kept segment is whole (one asked for before it is listed is read as
 * it is and not kept). Playlists change every segment and are read each time (a few hundred bytes).
 */
export class HlsFiles {
  /** By the playlist's folder: the segment names its last read listed. */
  private readonly listed = new Map<string, Set<string>>();
  /** By path, oldest first: a segment's bytes, or the read under way. */
  private readonly kept = new Map<string, Promise<Buffer>>();
  private keptBytes = 0;
  private readonly sizes = new Map<string, number>();

  constructor(private readonly limit = KEPT_BYTES) {}

  /** The file's bytes; rejects as `readFile` does when it is not there. */
  async read(path: string): Promise<Buffer> {
    if (path.endsWith('.m3u8')) return this.playlist(path);
    const found = this.kept.get(path);
    if (found) return found;
    if (!this.listed.get(dirname(path))?.has(basename(path))) return readFile(path);
    const reading = readFile(path);
    this.kept.set(path, reading);
    reading.then(
      (bytes) => this.counted(path, bytes.length),
      () => this.kept.delete(path),
    );
    return reading;
  }

  private async playlist(path: string): Promise<Buffer> {
    const bytes = await readFile(path);
    const names = new Set<string>();
    for (const line of bytes.toString('utf8').split('\n')) {
      const name = line.trim();
      if (name.endsWith('.ts') && !name.includes('/')) names.add(name);
    }
    this.listed.set(dirname(path), names);
    return bytes;
  }

  private counted(path: string, size: number): void {
    if (!this.kept.has(path)) return;
    this.sizes.set(path, size);
    this.keptBytes += size;
    for (const oldest of this.kept.keys()) {
      if (this.keptBytes <= this.limit) break;
      const oldSize = this.sizes.get(oldest);
      // A read still under way has no size yet: it stays.
      if (oldSize === undefined) continue;
      this.kept.delete(oldest);
      this.sizes.delete(oldest);
      this.keptBytes -= oldSize;
    }
  }
}
