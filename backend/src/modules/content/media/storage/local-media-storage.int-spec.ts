import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStorage } from './local-media-storage';
import { describeMediaStorageContract } from './media-storage.contract';

const root = mkdtempSync(join(tmpdir(), 'media-local-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeMediaStorageContract('local disk', async () => new LocalMediaStorage(join(root, 'media')));
