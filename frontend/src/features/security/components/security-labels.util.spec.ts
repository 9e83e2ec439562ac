import { describeUserAgent, displayIp } from './security-labels.util';

describe('security labels', () => {
  it('names the browser and system of common user agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBe(
      'Chrome 142 · Windows',
    );
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0'),
    ).toBe('Edge 142 · Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 · iOS');
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 · macOS');
    expect(describeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
  });

  it('shows IPv4 addresses without their IPv6 mapping', () => {
    expect(displayIp('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(displayIp('::1')).toBe('::1');
    expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
