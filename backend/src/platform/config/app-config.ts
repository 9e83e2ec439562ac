import { isIP } from 'node:net';
import { isAbsolute, relative, resolve, sep } from 'node:path';

export type EventStoreConfig = { kind: 'sqlite'; path: string } | { kind: 'esdb'; url: string };
export type ReadStoreConfig = { kind: 'embedded'; path: string } | { kind: 'mongodb'; url: string };

export interface AppConfig {
  port: number;
  /**
   * The address to listen on: HOST, else 127.0.0.1 in demo mode (its accounts' password is
   * published), else null for every interface.
   */
  host: string | null;
  dataDir: string;
  /** S3_URL: the media library keeps its files in this S3-compatible bucket instead of `DATA_DIR/media`. */
  mediaS3Url: string | null;
  /** The livestream's RTMP ingest port (RTMP_PORT, default 1935; 0 turns ingest off, as in API tests). */
  rtmpPort: number;
  /**
   * Where the security log's signed anchors go (ANCHOR_DIR, else `<DATA_DIR>-anchors`): never
   * inside DATA_DIR, so a restored or rewritten data folder does not take its anchors with it.
   */
  anchorDir: string;
  production: boolean;
  /**
   * Seed the demo church on first start. Default with embedded storage, unless ADMIN_EMAIL asks
   * for a real installation; never in production.
   */
  demoMode: boolean;
  eventStore: EventStoreConfig;
  readStore: ReadStoreConfig;
  /** Where the built front end lives; served from the same origin when present. */
  frontendDist: string;
  session: {
    /** `__Host-koinonia_session` when the cookie is Secure (production): only this host, over HTTPS, on every path, can set it. */
    cookieName: string;
    /** Absolute lifetime of a session. */
    ttlMs: number;
    /** A session unused this long ends (AUTH_EXPIRED): SESSION_IDLE_MINUTES, 30 by default. */
    idleMs: number;
    /** Activity pushes the idle end forward at most this often (each push is an event). */
    renewEveryMs: number;
    secureCookie: boolean;
  };
  /** A real installation's first start (not demo mode): the church and its first administrator. */
  bootstrap: { churchName?: string; timeZone?: string; adminEmail?: string; adminPassword?: string; adminName?: string };
  /**
   * Sign-in attempts allowed per client address (an IPv4 address, an IPv6 /64) and per account
   * from one client, each in a sliding window; and failed attempts against addresses with no account, from all
   * clients together, past which every failed sign-in answers RATE_LIMITED.
   */
  signInLimits: {
    perIp: { limit: number; windowMs: number };
    perAccount: { limit: number; windowMs: number };
    unknownAccounts: { limit: number; windowMs: number };
  };
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`): addresses, CIDR ranges,
   * or `loopback`, `linklocal`, `uniquelocal`. A request from anywhere else is its own client.
   */
  trustProxy: string[];
  /** How long a query may wait for the read side to reach X-Consistency-Position. */
  consistencyWaitMs: number;
  /**
   * /api/health answers 503 when a projection or reactor is more than `maxLag` events behind the
   * store's head and has not, within `maxLagMs`, reached the head it was behind when first seen so.
   */
  health: { maxLag: number; maxLagMs: number };
  /** The address people reach the app at: links in emails start with it (no trailing slash). */
  publicUrl: string;
  /**
   * SMTP_URL sends mail through that server; without it mail goes to the outbox (files under
   * DATA_DIR/outbox), which production refuses unless MAIL_OUTBOX_IN_PRODUCTION=true.
   */
  mail: {
    smtpUrl: string | null;
    from: string;
    /** EMAIL_BROADCAST_PER_SECOND: the most broadcast emails sent in a second (an SMTP provider's sending limit); 0 for no limit. Default 50. */
    broadcastPerSecond: number;
  };
  /** APP_SECRET, else a key file generated under DATA_DIR: encrypts secrets at rest and seals tokens. */
  appSecret: string | null;
  /**
   * Online giving through Stripe: on only with STRIPE_SECRET_KEY (and then STRIPE_WEBHOOK_SECRET, since
   * a gift is recorded only from a signed webhook). STRIPE_API_HOST/PORT/PROTOCOL point the SDK at
   * another API server (a local stand-in in tests); null when unset, the SDK's own default.
   */
  stripe: StripeConfig | null;
  /**
   * SMS (issue 16): SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM sends
   * through Twilio (TWILIO_API_URL points the SDK at another server: a local stand-in in tests); else
   * messages go to the SMS outbox under DATA_DIR. SMS_PRICE_PER_SEGMENT (USD) prices the estimate,
   * SMS_PER_SECOND throttles a send.
   */
  sms: SmsConfig;
}

export interface SmsConfig {
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string | null } | null;
  pricePerSegment: number;
  perSecond: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export class ConfigError extends Error {}

function parseSms(env: NodeJS.ProcessEnv): SmsConfig {
  const pricePerSegment = env.SMS_PRICE_PER_SEGMENT ? Number(env.SMS_PRICE_PER_SEGMENT) : 0.0083;
  if (!Number.isFinite(pricePerSegment) || pricePerSegment < 0)
    throw new ConfigError(`SMS_PRICE_PER_SEGMENT must be a price, got "${env.SMS_PRICE_PER_SEGMENT}"`);
  const perSecond = parseWhole('SMS_PER_SECOND', env.SMS_PER_SECOND, 10) || 1;
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider === 'outbox') return { twilio: null, pricePerSegment, perSecond };
  if (provider !== 'twilio') throw new ConfigError(`SMS_PROVIDER must be outbox or twilio, got "${provider}"`);
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from) throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { twilio: { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL || null }, pricePerSegment, perSecond };
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address');
  return value;
}

function parseLimit(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new ConfigError(`${name} must be a whole number of attempts, got "${value}"`);
  return limit;
}

function parseWhole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const whole = Number(value);
  if (!Number.isInteger(whole) || whole < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return whole;
}

function parseSessionIdleMinutes(value: string | undefined, ttlMs: number): number {
  if (value === undefined || value === '') return 30;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes * 60_000 > ttlMs) {
    throw new ConfigError(`SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to ${ttlMs / 60_000}, got "${value}"`);
  }
  return minutes;
}

/** Outside DATA_DIR: anchors kept with the data they vouch for are rolled back or rewritten with it. */
function parseAnchorDir(value: string | undefined, dataDir: string): string {
  const anchorDir = resolve(value || `${dataDir}-anchors`);
  const inside = relative(dataDir, anchorDir);
  if (inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside))) {
    throw new ConfigError(`ANCHOR_DIR must be outside DATA_DIR (${dataDir}), got "${anchorDir}"`);
  }
  return anchorDir;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: comma-separated addresses, CIDR ranges or proxy-addr's names; loopback when unset. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return ['loopback'];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0)
      throw new ConfigError(`TRUST_PROXY must list addresses or ranges (203.0.113.0/24, 2001:db8::/32) or loopback, got "${entry}"`);
  }
  return entries;
}

function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET: a gift is recorded only from a signed webhook');
  let api: StripeConfig['api'] = null;
  if (env.STRIPE_API_HOST) {
    const protocol = env.STRIPE_API_PROTOCOL || 'https';
    if (protocol !== 'http' && protocol !== 'https') throw new ConfigError(`STRIPE_API_PROTOCOL must be http or https, got "${protocol}"`);
    const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : protocol === 'https' ? 443 : 80;
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`STRIPE_API_PORT must be a port number, got "${env.STRIPE_API_PORT}"`);
    api = { host: env.STRIPE_API_HOST, port, protocol };
  }
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY || null, api };
}

function parsePort(value: string | undefined, fallback = 3000, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number, got "${value}"`);
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
  const realAdmin = Boolean(env.ADMIN_EMAIL || env.ADMIN_PASSWORD);
  if (env.DEMO_MODE === 'true' && production)
    throw new ConfigError('DEMO_MODE=true cannot be used with NODE_ENV=production: the demo accounts share a published password');
  if (env.DEMO_MODE === 'true' && realAdmin) {
    throw new ConfigError('DEMO_MODE=true seeds the demo church and would ignore ADMIN_EMAIL and ADMIN_PASSWORD: leave out one or the other');
  }
  // Asking for a first administrator asks for a real installation.
  const demoMode = env.DEMO_MODE === undefined ? embedded && !production && !realAdmin : env.DEMO_MODE === 'true';

  const port = parsePort(env.PORT);
  if (env.APP_SECRET !== undefined && env.APP_SECRET !== '' && env.APP_SECRET.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters');
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  if (production && !smtpUrl && env.MAIL_OUTBOX_IN_PRODUCTION !== 'true') {
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL: without it, password-reset and invitation links wait in the outbox on this server. ' +
        'Set MAIL_OUTBOX_IN_PRODUCTION=true to run without a mail server anyway.',
    );
  }
  const ttlMs = 12 * 60 * 60 * 1000;
  const idleMs = parseSessionIdleMinutes(env.SESSION_IDLE_MINUTES, ttlMs) * 60_000;
  const secureCookie = env.COOKIE_SECURE === undefined ? production : env.COOKIE_SECURE === 'true';

  return {
    port,
    host: env.HOST || (demoMode ? '127.0.0.1' : null),
    dataDir,
    mediaS3Url: env.S3_URL || null,
    rtmpPort: parsePort(env.RTMP_PORT, 1935, 'RTMP_PORT'),
    anchorDir: parseAnchorDir(env.ANCHOR_DIR, dataDir),
    production,
    demoMode,
    eventStore,
    readStore,
    frontendDist: resolve(env.FRONTEND_DIST || resolve(__dirname, '../../../../frontend/dist')),
    session: {
      // A Secure cookie takes the __Host- prefix: the browser then refuses one set over HTTP, by a sibling domain or for a narrower path.
      cookieName: secureCookie ? '__Host-koinonia_session' : 'koinonia_session',
      ttlMs,
      idleMs,
      // A third of the idle time at most, so a renewal always lands well before the end.
      renewEveryMs: Math.min(10 * 60 * 1000, Math.floor(idleMs / 3)),
      secureCookie,
    },
    consistencyWaitMs: 3000,
    health: {
      maxLag: parseWhole('HEALTH_MAX_LAG', env.HEALTH_MAX_LAG, 1000),
      maxLagMs: parseWhole('HEALTH_MAX_LAG_SECONDS', env.HEALTH_MAX_LAG_SECONDS, 30) * 1000,
    },
    signInLimits: {
      perIp: { limit: parseLimit('SIGN_IN_LIMIT_PER_IP', env.SIGN_IN_LIMIT_PER_IP, 60), windowMs: 5 * 60 * 1000 },
      perAccount: { limit: parseLimit('SIGN_IN_LIMIT_PER_ACCOUNT', env.SIGN_IN_LIMIT_PER_ACCOUNT, 20), windowMs: 5 * 60 * 1000 },
      unknownAccounts: { limit: parseLimit('SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS', env.SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS, 200), windowMs: 15 * 60 * 1000 },
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    mail: {
      smtpUrl,
      from: env.MAIL_FROM || 'Koinonia <no-reply@localhost>',
      broadcastPerSecond: parseWhole('EMAIL_BROADCAST_PER_SECOND', env.EMAIL_BROADCAST_PER_SECOND, 50),
    },
    appSecret: env.APP_SECRET || null,
    stripe: parseStripe(env),
    sms: parseSms(env),
    bootstrap: {
      churchName: env.CHURCH_NAME,
      timeZone: env.CHURCH_TIME_ZONE,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      adminName: env.ADMIN_NAME,
    },
  };
}
