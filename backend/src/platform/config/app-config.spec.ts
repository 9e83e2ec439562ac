import { ConfigError, parseTrustProxy, readConfig } from './app-config';

const DATA = { DATA_DIR: '/srv/koinonia/data' };
const PRODUCTION = { ...DATA, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587' };

describe('readConfig', () => {
  describe('demo mode', () => {
    it('is on with embedded storage outside production, and then listens on 127.0.0.1 unless HOST says otherwise', () => {
      expect(readConfig(DATA)).toMatchObject({ demoMode: true, host: '127.0.0.1' });
      expect(readConfig({ ...DATA, HOST: '0.0.0.0' })).toMatchObject({ demoMode: true, host: '0.0.0.0' });
    });

    it('a real installation listens on every interface unless HOST says otherwise', () => {
      expect(readConfig({ ...DATA, DEMO_MODE: 'false' })).toMatchObject({ demoMode: false, host: null });
      expect(readConfig({ ...PRODUCTION, HOST: '10.0.0.5' })).toMatchObject({ demoMode: false, host: '10.0.0.5' });
    });

    it('is off when ADMIN_EMAIL or ADMIN_PASSWORD asks for a real first administrator, rather than ignoring them', () => {
      expect(readConfig({ ...DATA, ADMIN_EMAIL: 'office@stbrigid.org', ADMIN_PASSWORD: 'church-office-2026' })).toMatchObject({ demoMode: false, host: null });
      expect(() => readConfig({ ...DATA, DEMO_MODE: 'true', ADMIN_EMAIL: 'office@stbrigid.org' })).toThrow(
        new ConfigError('DEMO_MODE=true seeds the demo church and would ignore ADMIN_EMAIL and ADMIN_PASSWORD: leave out one or the other'),
      );
    });

    it('is refused outright in production', () => {
      expect(readConfig(PRODUCTION).demoMode).toBe(false);
      expect(() => readConfig({ ...PRODUCTION, DEMO_MODE: 'true' })).toThrow(ConfigError);
    });
  });

  describe('mail in production', () => {
    it('refuses production without SMTP_URL, unless the outbox is asked for by name', () => {
      expect(() => readConfig({ ...DATA, NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs SMTP_URL.*MAIL_OUTBOX_IN_PRODUCTION=true/);
      expect(readConfig({ ...DATA, NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' }).mail.smtpUrl).toBeNull();
      expect(() => readConfig({ ...DATA, NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'yes' })).toThrow(ConfigError);
    });
  });

  describe('sessions', () => {
    it('end after 30 idle minutes by default, SESSION_IDLE_MINUTES otherwise, renewing at most every third of that', () => {
      expect(readConfig(DATA).session).toMatchObject({ idleMs: 30 * 60_000, renewEveryMs: 10 * 60_000, ttlMs: 12 * 3600_000 });
      expect(readConfig({ ...DATA, SESSION_IDLE_MINUTES: '15' }).session).toMatchObject({ idleMs: 15 * 60_000, renewEveryMs: 5 * 60_000 });
      for (const bad of ['0', '-5', '2.5', 'soon', String(12 * 60 + 1)]) expect(() => readConfig({ ...DATA, SESSION_IDLE_MINUTES: bad })).toThrow(ConfigError);
    });

    it('name the cookie with the __Host- prefix when it is Secure (production), and plainly otherwise', () => {
      expect(readConfig(PRODUCTION).session).toMatchObject({ cookieName: '__Host-koinonia_session', secureCookie: true });
      expect(readConfig(DATA).session).toMatchObject({ cookieName: 'koinonia_session', secureCookie: false });
      expect(readConfig({ ...DATA, COOKIE_SECURE: 'true' }).session.cookieName).toBe('__Host-koinonia_session');
      expect(readConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' }).session.cookieName).toBe('koinonia_session');
    });
  });

  describe('anchors', () => {
    it('go beside DATA_DIR by default, or to ANCHOR_DIR, never inside DATA_DIR', () => {
      expect(readConfig(DATA).anchorDir).toBe('/srv/koinonia/data-anchors');
      expect(readConfig({ ...DATA, ANCHOR_DIR: '/mnt/worm/koinonia' }).anchorDir).toBe('/mnt/worm/koinonia');
      expect(readConfig({ ...DATA, ANCHOR_DIR: '/srv/koinonia/..data' }).anchorDir).toBe('/srv/koinonia/..data');
      for (const inside of ['/srv/koinonia/data', '/srv/koinonia/data/anchors', '/srv/koinonia/data/../data/a']) {
        expect(() => readConfig({ ...DATA, ANCHOR_DIR: inside })).toThrow(/ANCHOR_DIR must be outside DATA_DIR/);
      }
    });
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For from loopback only, unless told otherwise', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' }).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('')).toEqual(['loopback']);
  });

  it('takes addresses and CIDR ranges of both families, and the names of proxy-addr', () => {
    expect(parseTrustProxy(' 10.0.0.0/8, 2001:db8::/32 ,192.0.2.7, loopback,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses to start on an entry it cannot use, naming it', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(ConfigError);
    expect(() => parseTrustProxy('proxy.example.org')).toThrow('got "proxy.example.org"');
    expect(() => parseTrustProxy('10.0.0.1/8/1')).toThrow(ConfigError);
    expect(() => parseTrustProxy('2001:db8::/129')).toThrow(ConfigError);
  });
});

describe('SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS', () => {
  it('caps failed sign-ins against unknown addresses at 200 per 15 minutes unless set', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' }).signInLimits.unknownAccounts).toEqual({ limit: 200, windowMs: 15 * 60 * 1000 });
    expect(readConfig({ DATA_DIR: '/tmp/x', SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS: '3' }).signInLimits.unknownAccounts.limit).toBe(3);
    expect(() => readConfig({ DATA_DIR: '/tmp/x', SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS: '0' })).toThrow(ConfigError);
  });
});

describe('STRIPE_*', () => {
  it('leaves online giving off without STRIPE_SECRET_KEY', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toBeNull();
  });

  it('takes the keys, and an API host, port and protocol for a stand-in', () => {
    const keys = { DATA_DIR: '/tmp/x', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(readConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
      api: null,
    });
    expect(readConfig({ ...keys, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(readConfig({ ...keys, STRIPE_API_HOST: 'stripe.internal' }).stripe?.api).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it('refuses a key without its webhook secret, and an API address it cannot use', () => {
    expect(() => readConfig({ DATA_DIR: '/tmp/x', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const keys = { DATA_DIR: '/tmp/x', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_HOST: '127.0.0.1' };
    expect(() => readConfig({ ...keys, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => readConfig({ ...keys, STRIPE_API_PORT: '70000' })).toThrow(/STRIPE_API_PORT/);
  });
});
