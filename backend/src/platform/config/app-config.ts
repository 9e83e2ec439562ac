import { resolve } from 'node:path';

export type EventStoreConfig = { kind: 'sqlite'; path: string } | { kind: 'esdb'; url: string };
export type ReadStoreConfig = { kind: 'embedded'; path: string } | { kind: 'mongodb'; url: string };

export interface AppConfig {
  port: number;
  dataDir: string;
  production: boolean;
  /** Seed the demo church on first start. Default with embedded storage; never in production. */
  demoMode: boolean;
  eventStore: EventStoreConfig;
  readStore: ReadStoreConfig;
  /** Where the built front end lives; served from the same origin when present. */
  frontendDist: string;
  session: {
    cookieName: string;
    /** Absolute lifetime of a session. */
    ttlMs: number;
    /** A session unused this long ends (AUTH_EXPIRED). */
    idleMs: number;
    /** Activity pushes the idle end forward at most this often (each push is an event). */
    renewEveryMs: number;
    secureCookie: boolean;
  };
  /** A real installation's first start (not demo mode): the church and its first administrator. */
  bootstrap: { churchName?: string; timeZone?: string; adminEmail?: string; adminPassword?: string; adminName?: string };
  /** Sign-in attempts allowed per client address and per account, each in a sliding window. */
  signInLimits: { perIp: { limit: number; windowMs: number }; perAccount: { limit: number; windowMs: number } };
  /** How long a query may wait for the read side to reach X-Consistency-Position. */
  consistencyWaitMs: number;
}

export class ConfigError extends Error {}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
}

/** Reads the environment once, at start, and refuses to start on a setting it cannot use. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || './data');

  let eventStore: EventStoreConfig;
  if ((env.EVENT_STORE ?? 'sqlite') === 'esdb') {
    if (!env.ESDB_URL) throw new ConfigError('EVENT_STORE=esdb needs ESDB_URL');
    eventStore = { kind: 'esdb', url: env.ESDB_URL };
  } else if ((env.EVENT_STORE ?? 'sqlite') === 'sqlite') {
    eventStore = { kind: 'sqlite', path: resolve(dataDir, 'events.sqlite') };
  } else {
    throw new ConfigError(`EVENT_STORE must be sqlite or esdb, got "${env.EVENT_STORE}"`);
  }

  let readStore: ReadStoreConfig;
  if ((env.READ_STORE ?? 'embedded') === 'mongodb') {
    if (!env.MONGO_URL) throw new ConfigError('READ_STORE=mongodb needs MONGO_URL');
    readStore = { kind: 'mongodb', url: env.MONGO_URL };
  } else if ((env.READ_STORE ?? 'embedded') === 'embedded') {
    readStore = { kind: 'embedded', path: resolve(dataDir, 'read-models.sqlite') };
  } else {
    throw new ConfigError(`READ_STORE must be embedded or mongodb, got "${env.READ_STORE}"`);
  }

  const embedded = eventStore.kind === 'sqlite';
  const demoDefault = embedded && !production;
  const demoMode = env.DEMO_MODE === undefined ? demoDefault : env.DEMO_MODE === 'true' && !production;

  return {
    port: parsePort(env.PORT),
    dataDir,
    production,
    demoMode,
    eventStore,
    readStore,
    frontendDist: resolve(env.FRONTEND_DIST || resolve(__dirname, '../../../../frontend/dist')),
    session: {
      cookieName: 'koinonia_session',
      ttlMs: 12 * 60 * 60 * 1000,
      idleMs: 60 * 60 * 1000,
      renewEveryMs: 10 * 60 * 1000,
      secureCookie: env.COOKIE_SECURE === undefined ? production : env.COOKIE_SECURE === 'true',
    },
    consistencyWaitMs: 3000,
    signInLimits: { perIp: { limit: 60, windowMs: 5 * 60 * 1000 }, perAccount: { limit: 20, windowMs: 5 * 60 * 1000 } },
    bootstrap: { churchName: env.CHURCH_NAME, timeZone: env.CHURCH_TIME_ZONE, adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, adminName: env.ADMIN_NAME },
  };
}
