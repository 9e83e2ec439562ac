/** A query sent with this header waits until the read side has caught up with the position. */
export const CONSISTENCY_HEADER = 'X-Consistency-Position';
/** How long the server lets a query wait for the read side, at most. */
export const CONSISTENCY_WAIT_MS = 3000;

/** What a command answers: the id it touched and the global position of its last event. */
export interface CommandResult {
  id: string;
  /** A decimal string: global positions may exceed what a JS number holds exactly. */
  position: string;
  revision: number;
}

export interface ProjectionHealth {
  name: string;
  checkpoint: string;
  lag: number;
}

/** `GET /api/health`. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  eventStore: { adapter: 'sqlite' | 'esdb'; position: string };
  readStore: { adapter: 'embedded' | 'mongodb' };
  projections: ProjectionHealth[];
  uptimeSeconds: number;
}
