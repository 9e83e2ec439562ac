import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEY_FILE_NAME, SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.from('a'.repeat(40)));

  it('opens what it sealed, and a second sealing of the same text differs', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp-secret');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp-secret')).not.toBe(sealed);
    expect(box.open(sealed, 'totp-secret')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered text, another purpose and another key', () => {
    const sealed = box.seal('secret', 'totp-secret');
    const [v, iv, ct, tag] = sealed.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(box.open([v, iv, flipped.toString('base64url'), tag].join('.'), 'totp-secret')).toBeNull();
    expect(box.open(sealed, 'login-challenge')).toBeNull();
    expect(new SecretBox(Buffer.from('b'.repeat(40))).open(sealed, 'totp-secret')).toBeNull();
    expect(box.open('v1.not.valid', 'totp-secret')).toBeNull();
    expect(box.open('', 'totp-secret')).toBeNull();
  });

  it('seals tokens that stop opening when they expire', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const token = box.sealToken({ userId: 'u1' }, 'challenge', new Date(now.getTime() + 60_000));
    expect(box.openToken(token, 'challenge', now)).toMatchObject({ userId: 'u1' });
    expect(box.openToken(token, 'challenge', new Date(now.getTime() + 60_000))).toBeNull();
  });

  it('keys its hashes: the same value gives another hash under another key', () => {
    expect(box.mac('abcde-fghij', 'recovery')).toBe(box.mac('abcde-fghij', 'recovery'));
    expect(new SecretBox(Buffer.from('c'.repeat(40))).mac('abcde-fghij', 'recovery')).not.toBe(box.mac('abcde-fghij', 'recovery'));
  });

  it('without APP_SECRET, writes a key file readable only by its owner once and keeps using it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    try {
      const first = SecretBox.load(null, dir);
      const sealed = first.seal('kept', 'p');
      expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
      const key = readFileSync(join(dir, KEY_FILE_NAME), 'utf8');
      expect(SecretBox.load(null, dir).open(sealed, 'p')).toBe('kept');
      expect(readFileSync(join(dir, KEY_FILE_NAME), 'utf8')).toBe(key);
      expect(SecretBox.load('x'.repeat(32), dir).open(sealed, 'p')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
