import twilio from 'twilio';
import type { SmsConfig } from '../../../../platform/config/app-config';
import type { SmsMessage, SmsSendResult, SmsSender } from './sms-sender.port';

type TwilioConfig = NonNullable<SmsConfig['twilio']>;

const TWILIO_HOSTS = /^https:\/\/[a-z0-9.-]*\.?twilio\.com/;

type RequestClient = InstanceType<typeof twilio.RequestClient>;

/** The SDK's own HTTP client, its requests sent to another server (a local stand-in of the API in tests) instead of api.twilio.com. */
function redirectedClient(base: string): RequestClient {
  const inner = new twilio.RequestClient();
  const request: RequestClient['request'] = (opts) => inner.request({ ...opts, uri: opts.uri.replace(TWILIO_HOSTS, base) });
  return Object.assign(Object.create(inner) as RequestClient, { request });
}

/**
 * SMS through Twilio's official SDK. A refusal (a bad number, a number that replied STOP to Twilio)
 * comes back with Twilio's error code; a network failure or a 5xx is thrown, so the job tries again.
 * Webhooks are verified with the SDK's own request validator (X-Twilio-Signature over the URL and fields).
 */
export class TwilioSmsSender implements SmsSender {
  readonly delivery = 'twilio' as const;
  private readonly client: twilio.Twilio;

  constructor(private readonly config: TwilioConfig) {
    this.client = twilio(config.accountSid, config.authToken, config.apiUrl ? { httpClient: redirectedClient(config.apiUrl.replace(/\/$/, '')) } : {});
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        from: this.config.from,
        body: message.body,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      return { accepted: true, providerId: sent.sid };
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) return { accepted: false, code: String((error as { code?: number }).code ?? status) };
      throw error;
    }
  }

  verifyWebhook(signature: string, url: string, params: Record<string, string>): boolean {
    return twilio.validateRequest(this.config.authToken, signature, url, params);
  }
}
