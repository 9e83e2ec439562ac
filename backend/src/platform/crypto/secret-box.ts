import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';
export const KEY_FILE_NAME = 'app-secret.key';

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * AES-256-GCM encryption and HMAC-SHA256 with keys derived (HKDF) from one app secret, a
 * separate key per purpose so a value sealed for one use never opens for another. Sealed text
 * is `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly master: Buffer) {
    if (master.length < 32) throw new Error('The app secret must be at least 32 bytes');
  }

  /**
   * The secret from APP_SECRET, or else from `DATA_DIR/app-secret.key`, written (readable by
   * this user only) on first start. Several app instances must share one APP_SECRET.
   */
  static load(appSecret: string | null, dataDir: string): SecretBox {
    if (appSecret) return new SecretBox(Buffer.from(appSecret, 'utf8'));
    const path = join(dataDir, KEY_FILE_NAME);
    try {
      return new SecretBox(Buffer.from(readFileSync(path, 'utf8').trim(), 'hex'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const key = randomBytes(32).toString('hex');
    // 'wx': never overwrite a key another process wrote a moment ago; read theirs instead.
    try {
      writeFileSync(path, `${key}\n`, { flag: 'wx', mode: 0o600 });
      chmodSync(path, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return new SecretBox(Buffer.from(readFileSync(path, 'utf8').trim(), 'hex'));
    }
    return new SecretBox(Buffer.from(key, 'hex'));
  }

  private key(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, 'koinonia', purpose, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }

  seal(plaintext: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    cipher.setAAD(Buffer.from(purpose));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join('.');
  }

  /** The plaintext, or null for anything tampered with, truncated, or sealed for another purpose. */
  open(sealed: string, purpose: string): string | null {
    const parts = typeof sealed === 'string' ? sealed.split('.') : [];
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    try {
      const [iv, ciphertext, tag] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
      if (iv.length !== 12 || tag.length !== 16) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), iv);
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A short-lived token only this server can have made: `data` plus an expiry, sealed. */
  sealToken(data: Record<string, unknown>, purpose: string, expiresAt: Date): string {
    return this.seal(JSON.stringify({ ...data, exp: expiresAt.getTime() }), purpose);
  }

  /** The data of a sealed token, or null when it is forged, for another purpose, or past its expiry. */
  openToken<T extends Record<string, unknown>>(token: string, purpose: string, now = new Date()): T | null {
    const text = this.open(token, purpose);
    if (text === null) return null;
    try {
      const data = JSON.parse(text) as T & { exp?: unknown };
      if (typeof data.exp !== 'number' || data.exp <= now.getTime()) return null;
      return data;
    } catch {
      return null;
    }
  }

  /** A keyed hash: without the app secret, a stolen list of these cannot be brute-forced. */
  mac(value: string, purpose: string): string {
    return createHmac('sha256', this.key(purpose)).update(value).digest('hex');
  }

  static equal(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
