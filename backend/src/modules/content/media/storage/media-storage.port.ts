import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the media library keeps its bytes. Adapters: the local disk under `DATA_DIR/media` (the
 * default) and S3-compatible object storage (`S3_URL`). Every adapter passes
 * `describeMediaStorageContract` (media-storage.contract.ts).
 *
 * Keys are relative paths of lower-case letters, digits, `-`, `_`, `.` and `/` (no `..`): an
 * adapter refuses any other with InvalidStorageKeyError.
 */
export interface MediaStorage {
  readonly adapter: 'local' | 's3';
  /** Stores a local file's bytes under `key` (replacing what was there); the file itself stays. */
  putFile(key: string, path: string, mediaType: string): Promise<void>;
  put(key: string, bytes: Buffer, mediaType: string): Promise<void>;
  /** The stored size in bytes, or null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  /** The bytes under `key` (a range of them when asked), or null when nothing is stored there. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes what is stored under `key`; nothing stored there is not an error. */
  remove(key: string): Promise<void>;
  /** Where the bytes under `key` are on this machine's disk, for tools that read files (ffprobe); null when they are elsewhere. */
  localPath(key: string): string | null;
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid media storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Throws InvalidStorageKeyError unless `key` is a safe relative path. */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 300) throw new InvalidStorageKeyError(key);
  return key;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
