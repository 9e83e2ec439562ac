import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HlsFiles } from './hls-files';

describe('HlsFiles', () => {
  let dir: string;
  const at = (name: string) => join(dir, name);
  const playlist = (...segments: string[]) =>
    writeFileSync(at('index.m3u8'), ['#EXTM3U', '#EXT-X-TARGETDURATION:2', ...segments.flatMap((s) => ['#EXTINF:2.0,', s])].join('\n'));

  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'hls-files-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a segment the last playlist listed: later reads answer the bytes first read', async () => {
    const files = new HlsFiles();
    writeFileSync(at('seg00001.ts'), 'first');
    playlist('seg00001.ts');
    expect((await files.read(at('index.m3u8'))).toString()).toContain('seg00001.ts');
    expect((await files.read(at('seg00001.ts'))).toString()).toBe('first');
    writeFileSync(at('seg00001.ts'), 'changed on disk');
    expect((await files.read(at('seg00001.ts'))).toString()).toBe('first');
  });

  it('reads a segment not yet listed afresh each time (it may still be written), and a playlist always', async () => {
    const files = new HlsFiles();
    playlist('seg00001.ts');
    await files.read(at('index.m3u8'));
    writeFileSync(at('seg00002.ts'), 'half');
    expect((await files.read(at('seg00002.ts'))).toString()).toBe('half');
    writeFileSync(at('seg00002.ts'), 'half and the rest');
    expect((await files.read(at('seg00002.ts'))).toString()).toBe('half and the rest');
    playlist('seg00001.ts', 'seg00002.ts');
    expect((await files.read(at('index.m3u8'))).toString()).toContain('seg00002.ts');
  });

  it('lets the oldest segments go past its limit, and refuses a missing file', async () => {
    const files = new HlsFiles(10);
    writeFileSync(at('seg00001.ts'), 'aaaaaa');
    writeFileSync(at('seg00002.ts'), 'bbbbbb');
    playlist('seg00001.ts', 'seg00002.ts');
    await files.read(at('index.m3u8'));
    await files.read(at('seg00001.ts'));
    await files.read(at('seg00002.ts'));
    writeFileSync(at('seg00001.ts'), 'AAAAAA');
    writeFileSync(at('seg00002.ts'), 'BBBBBB');
    // 12 bytes over a limit of 10: the first went, the second is still kept.
    expect((await files.read(at('seg00002.ts'))).toString()).toBe('bbbbbb');
    expect((await files.read(at('seg00001.ts'))).toString()).toBe('AAAAAA');
    await expect(files.read(at('seg00009.ts'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
