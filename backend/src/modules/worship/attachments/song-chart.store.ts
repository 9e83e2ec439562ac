import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';

const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Songs' chord charts as files under the data directory (`song-charts/<id>`), kept as uploaded. */
@Injectable()
export class SongChartStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'song-charts');
  }

  async save(attachmentId: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, attachmentId), bytes);
  }

  async read(attachmentId: string): Promise<Buffer | null> {
    if (!ATTACHMENT_ID.test(attachmentId)) return null;
    return readFile(join(this.dir, attachmentId)).catch(() => null);
  }

  async remove(attachmentId: string): Promise<void> {
    if (!ATTACHMENT_ID.test(attachmentId)) return;
    await rm(join(this.dir, attachmentId), { force: true });
  }
}
