import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../platform/crypto/secret-box';

const KEY_PURPOSE = 'livestream-key';
const DESTINATION_PURPOSE = 'livestream-destination-key';

/**
 * Stream keys at rest: the church's ingest key sealed (to show the ingest URL to the encoder's
 * operator again only masked, and to restream with) and as a keyed hash (to check a push against);
 * restream destinations' keys sealed. Nothing is kept or logged in clear.
 */
@Injectable()
export class StreamKeyVault {
  constructor(private readonly box: SecretBox) {}

  /** A new ingest key: 24 random bytes, URL- and RTMP-safe. */
  newKey(): { key: string; sealedKey: string; keyMac: string } {
    const key = randomBytes(24)
      .toString('base64url')
      .replace(/[^A-Za-z0-9_-]/g, '');
    return { key, sealedKey: this.box.seal(key, KEY_PURPOSE), keyMac: this.macOf(key) };
  }

  macOf(key: string): string {
    return this.box.mac(key, KEY_PURPOSE);
  }

  matches(key: string, keyMac: string | null): boolean {
    return keyMac !== null && SecretBox.equal(this.macOf(key), keyMac);
  }

  openKey(sealedKey: string): string | null {
    return this.box.open(sealedKey, KEY_PURPOSE);
  }

  sealDestinationKey(key: string): string {
    return this.box.seal(key, DESTINATION_PURPOSE);
  }

  openDestinationKey(sealed: string): string | null {
    return this.box.open(sealed, DESTINATION_PURPOSE);
  }
}
