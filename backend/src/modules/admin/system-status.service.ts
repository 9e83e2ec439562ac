import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { SystemStatus } from '@koinonia/contracts';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { HealthService } from '../../platform/http/health.service';

/** An SQLite database on disk is its file plus the write-ahead log and its index. */
async function sqliteBytes(path: string): Promise<number> {
  let total = 0;
  for (const file of [path, `${path}-wal`, `${path}-shm`]) total += await sizeOf(file);
  return total;
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** Every file under `dir`, however deep; a file that vanishes meanwhile counts as nothing. */
async function folderBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += await sizeOf(path);
  }
  return total;
}

/** What the admin dashboard shows about the installation: stores, projections and reactors, disk, process. */
@Injectable()
export class SystemStatusService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: HealthService,
  ) {}

  async status(now = new Date()): Promise<SystemStatus> {
    const health = await this.health.report();
    const { eventStore, readStore, dataDir } = this.config;
    const [eventStoreBytes, readStoreBytes, dataDirBytes] = await Promise.all([
      eventStore.kind === 'sqlite' ? sqliteBytes(eventStore.path) : null,
      readStore.kind === 'embedded' ? sqliteBytes(readStore.path) : null,
      folderBytes(dataDir),
    ]);
    return {
      status: health.status,
      eventStore: { kind: health.eventStore.adapter, position: health.eventStore.position },
      readStore: { kind: this.readStore.adapter },
      projections: health.projections,
      reactors: health.reactors,
      storage: { eventStoreBytes, readStoreBytes, dataDirBytes },
      uptimeSeconds: Math.round(process.uptime()),
      nodeVersion: process.version,
      checkedAt: now.toISOString(),
    };
  }
}
