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

/**
 * How a projection or reactor is doing: `running` follows the event store; `retrying` failed (the
 * store unreachable, a write refused) and tries again from its checkpoint with backoff; `stopped`
 * was shut down.
 */
export type FollowerState = 'running' | 'retrying' | 'stopped';

export interface ProjectionHealth {
  name: string;
  status: FollowerState;
  /** The global position it has processed (decimal string). */
  checkpoint: string;
  /** Events in the store after its checkpoint. */
  lag: number;
  /** While retrying: when the failures began (ISO-8601); null otherwise. */
  retryingSince: string | null;
  /** While retrying: the last failure's message (no stack); null otherwise. */
  lastError: string | null;
}

/** A reactor's health reads like a projection's. */
export type ReactorHealth = ProjectionHealth;

/**
 * `GET /api/health` (public): 200 with status 'ok', or 503 with status 'degraded' while a
 * projection or reactor is retrying or has lagged too long (see the README's settings). Only the
 * status: what runs inside, and how far along, is for administrators (HealthReport).
 */
export interface HealthStatus {
  status: 'ok' | 'degraded';
}

/** `GET /api/health/details` (settings.manage): the same status and code, with what it is made of. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  eventStore: { adapter: 'sqlite' | 'esdb'; position: string };
  readStore: { adapter: 'embedded' | 'mongodb' };
  projections: ProjectionHealth[];
  reactors: ReactorHealth[];
  uptimeSeconds: number;
}
