import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/app-config';
import { SecretBox } from '../../../../platform/crypto/secret-box';
import { APP_CONFIG } from '../../../../platform/platform.tokens';

const PURPOSE = 'email-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A person's unsubscribe link: their member id and a keyed hash of it that only this server can
 * make, so the link works without signing in and cannot be made for someone else. It does not
 * expire: an email read a year later still unsubscribes its reader.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly box: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  token(memberId: string): string {
    return `${memberId}.${this.box.mac(memberId, PURPOSE).slice(0, 32)}`;
  }

  /** The member a token was made for, or null for a forged or mangled one. */
  memberOf(token: string): string | null {
    const [memberId, mac, ...rest] = typeof token === 'string' ? token.split('.') : [];
    if (rest.length > 0 || !memberId || !mac || !UUID.test(memberId)) return null;
    return SecretBox.equal(mac, this.box.mac(memberId, PURPOSE).slice(0, 32)) ? memberId : null;
  }

  /** The page a person opens from the email's footer (a button on it unsubscribes). */
  pageUrl(memberId: string): string {
    return `${this.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(this.token(memberId))}`;
  }

  /** What a mail client posts to for one-click unsubscribe (RFC 8058). */
  oneClickUrl(memberId: string): string {
    return `${this.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(this.token(memberId))}`;
  }
}
