import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Expenses' receipts as files under the data directory (`expense-receipts/<id>`), kept as uploaded. */
@Injectable()
export class ExpenseReceiptStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'expense-receipts');
  }

  async save(fileId: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, fileId), bytes);
  }

  async read(fileId: string): Promise<Buffer | null> {
    if (!FILE_ID.test(fileId)) return null;
    return readFile(join(this.dir, fileId)).catch(() => null);
  }

  async remove(fileId: string): Promise<void> {
    if (!FILE_ID.test(fileId)) return;
    await rm(join(this.dir, fileId), { force: true });
  }
}
