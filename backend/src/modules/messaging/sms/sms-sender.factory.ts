import { join } from 'node:path';
import type { AppConfig } from '../../../platform/config/app-config';
import { OutboxSmsSender } from './delivery/outbox-sms-sender';
import type { SmsSender } from './delivery/sms-sender.port';

/** Twilio's SDK is loaded only when Twilio is configured. */
export async function createSmsSender(config: AppConfig): Promise<SmsSender> {
  if (!config.sms.twilio) return new OutboxSmsSender(join(config.dataDir, 'sms-outbox'));
  const { TwilioSmsSender } = await import('./delivery/twilio-sms-sender');
  return new TwilioSmsSender(config.sms.twilio);
}
