import type { ProjectionHealth, ReactorHealth } from '../platform/consistency.constant';

/** `GET /api/admin/system`: how the installation is doing, for administrators. */
export interface SystemStatus {
  status: 'ok' | 'degraded';
  eventStore: { kind: 'sqlite' | 'esdb'; position: string };
  readStore: { kind: 'embedded' | 'mongodb' };
  projections: ProjectionHealth[];
  reactors: ReactorHealth[];
  /**
   * Bytes on disk. null where this process cannot see it: an EventStoreDB or MongoDB server keeps
   * its own files.
   */
  storage: { eventStoreBytes: number | null; readStoreBytes: number | null; dataDirBytes: number };
  uptimeSeconds: number;
  nodeVersion: string;
  /** When this answer was made (server time). */
  checkedAt: string;
}
