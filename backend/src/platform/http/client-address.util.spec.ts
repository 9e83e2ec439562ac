import { addressBucket, clientAddress } from './client-address.util';
import { RateLimiter } from './rate-limiter';

describe('client addresses as rate-limit keys', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress({ ip: '198.51.100.4' })).toBe('198.51.100.4');
  });

  it('puts every IPv6 address of one /64 in one bucket, and those of the next /64 in another', () => {
    const a = addressBucket('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(a);
    expect(addressBucket('2001:DB8:1:2:abcd::9%eth0')).toBe(a);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(a);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('keeps what is not an address as it came, so it is a key of its own', () => {
    expect(addressBucket('')).toBe('');
    expect(addressBucket('not-an-address')).toBe('not-an-address');
    expect(clientAddress({})).toBe('');
  });

  it('lets two addresses in one /64 share one budget', () => {
    const limiter = new RateLimiter(2, 60_000, () => 0);
    expect(limiter.take(clientAddress({ ip: '2001:db8:aa:bb::1' }))).toBe(true);
    expect(limiter.take(clientAddress({ ip: '2001:db8:aa:bb::2' }))).toBe(true);
    expect(limiter.take(clientAddress({ ip: '2001:db8:aa:bb:1:2:3:4' }))).toBe(false);
    expect(limiter.take(clientAddress({ ip: '2001:db8:aa:bc::1' }))).toBe(true);
  });
});
