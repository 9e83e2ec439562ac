import { randomUUID } from 'node:crypto';
import type { SmsOutboxMessageView } from '@koinonia/contracts';
import { OutboxFolder } from '../../../../platform/outbox/outbox-folder';
import type { SmsMessage, SmsSendResult, SmsSender } from './sms-sender.port';

/**
 * Without an SMS provider, messages are kept as files in `DATA_DIR/sms-outbox` (an OutboxFolder,
 * like the mail outbox), and administrators read them in the app. Nothing arrives here from
 * outside, so no webhook verifies.
 */
export class OutboxSmsSender implements SmsSender {
  readonly delivery = 'outbox' as const;
  private readonly outbox: OutboxFolder<SmsOutboxMessageView>;

  constructor(
    folder: string,
    private readonly from = 'outbox',
  ) {
    this.outbox = new OutboxFolder(folder);
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const id = `OB${randomUUID().replace(/-/g, '')}`;
    await this.outbox.write({ id, to: message.to, from: this.from, body: message.body, createdAt: new Date().toISOString() });
    return { accepted: true, providerId: id };
  }

  verifyWebhook(): boolean {
    return false;
  }

  list(limit = 100): Promise<SmsOutboxMessageView[]> {
    return this.outbox.list(limit);
  }
}
