import { join } from 'node:path';
import type { AppConfig } from '../../../platform/config/app-config';
import { OutboxSmsSender } from './delivery/outbox-sms-sender';
import type { SmsSender } from './delivery/sms-sender.port';
import { TwilioSmsSender } from './delivery/twilio-sms-sender';

export function createSmsSender(config: AppConfig): SmsSender {
  return config.sms.twilio ? new TwilioSmsSender(config.sms.twilio) : new OutboxSmsSender(join(config.dataDir, 'sms-outbox'));
}
