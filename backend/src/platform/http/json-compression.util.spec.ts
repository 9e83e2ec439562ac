import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncoding, CompressedBodies } from './json-compression.util';

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

describe('CompressedBodies', () => {
  const gzip = async (body: string | Buffer) => gzipSync(body);

  it('compresses an answer once and gives the same bytes when the same answer comes again; another answer is compressed afresh', async () => {
    const kept = new CompressedBodies();
    let compressions = 0;
    const counted = async (body: string | Buffer) => (compressions++, gzip(body));
    const month = JSON.stringify({ occurrences: Array.from({ length: 500 }, (_, i) => ({ i })) });
    const first = await kept.compressed('gzip', month, counted);
    expect(await kept.compressed('gzip', month, counted)).toBe(first);
    expect(gunzipSync(first).toString()).toBe(month);
    expect(compressions).toBe(1);
    const other = await kept.compressed('gzip', month.replace('"i":1}', '"i":-1}'), counted);
    expect(gunzipSync(other).toString()).not.toBe(month);
    expect(compressions).toBe(2);
    await kept.compressed('br', month, counted);
    expect(compressions).toBe(3);
  });

  it('lets the least recently used go once it holds more than its limit', async () => {
    const a = 'a'.repeat(10_000);
    const b = 'b'.repeat(10_000);
    const c = 'c'.repeat(10_000);
    const size = (await gzip(a)).length;
    const kept = new CompressedBodies(size * 2);
    let compressions = 0;
    const counted = async (body: string | Buffer) => (compressions++, gzip(body));
    await kept.compressed('gzip', a, counted);
    await kept.compressed('gzip', b, counted);
    await kept.compressed('gzip', a, counted);
    await kept.compressed('gzip', c, counted);
    expect(compressions).toBe(3);
    await kept.compressed('gzip', a, counted);
    expect(compressions).toBe(3);
    await kept.compressed('gzip', b, counted);
    expect(compressions).toBe(4);
  });
});
