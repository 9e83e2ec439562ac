import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { InvalidStorageKeyError, type MediaStorage } from './media-storage.port';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The one suite every media storage adapter passes. `make` gives a fresh, empty storage. */
export function describeMediaStorageContract(name: string, make: () => Promise<MediaStorage>, dispose?: (storage: MediaStorage) => Promise<void>): void {
  describe(`media storage contract: ${name}`, () => {
    let storage: MediaStorage;
    let folder: string;
    const run = randomBytes(4).toString('hex');
    const key = (name: string) => `contract-${run}/${name}`;

    beforeAll(async () => {
      storage = await make();
      folder = mkdtempSync(join(tmpdir(), 'media-contract-'));
    });
    afterAll(async () => {
      rmSync(folder, { recursive: true, force: true });
      await dispose?.(storage);
    });

    it('keeps bytes put under a key and gives them back whole, with their size', async () => {
      const bytes = randomBytes(70_001);
      await storage.put(key('whole.bin'), bytes, 'application/octet-stream');
      expect(await storage.size(key('whole.bin'))).toBe(bytes.length);
      expect((await bytesOf(await storage.open(key('whole.bin'))))!.equals(bytes)).toBe(true);
    });

    it('stores a local file, which stays where it was', async () => {
      const bytes = randomBytes(12_345);
      const path = join(folder, 'upload.bin');
      writeFileSync(path, bytes);
      await storage.putFile(key('from-file.bin'), path, 'application/octet-stream');
      expect((await bytesOf(await storage.open(key('from-file.bin'))))!.equals(bytes)).toBe(true);
      expect((await bytesOf(await storage.open(key('from-file.bin'))))!.length).toBe(12_345);
    });

    it('gives a range of the bytes, both ends included', async () => {
      const bytes = randomBytes(1000);
      await storage.put(key('range.bin'), bytes, 'application/octet-stream');
      expect((await bytesOf(await storage.open(key('range.bin'), { start: 100, end: 199 })))!.equals(bytes.subarray(100, 200))).toBe(true);
      expect((await bytesOf(await storage.open(key('range.bin'), { start: 999, end: 999 })))!.equals(bytes.subarray(999))).toBe(true);
    });

    it('replaces what a key held', async () => {
      await storage.put(key('replace.txt'), Buffer.from('first'), 'text/plain');
      await storage.put(key('replace.txt'), Buffer.from('second'), 'text/plain');
      expect((await bytesOf(await storage.open(key('replace.txt'))))!.toString()).toBe('second');
    });

    it('knows nothing of a key never stored, and removes without complaint', async () => {
      expect(await storage.size(key('never.bin'))).toBeNull();
      expect(await storage.open(key('never.bin'))).toBeNull();
      await storage.put(key('gone.bin'), Buffer.from('x'), 'application/octet-stream');
      await storage.remove(key('gone.bin'));
      await storage.remove(key('gone.bin'));
      expect(await storage.size(key('gone.bin'))).toBeNull();
    });

    it('refuses keys that could leave its place', async () => {
      for (const bad of ['../escape', 'a/../../b', '/absolute', 'UPPER', 'a//b', '']) {
        await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.open(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });
  });
}
