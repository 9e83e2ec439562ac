import { ConfigError, parseTrustProxy, readConfig } from './app-config';

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
