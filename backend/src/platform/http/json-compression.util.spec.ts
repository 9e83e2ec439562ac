import { acceptedEncoding } from './json-compression.util';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
