/** One SMS to one number. `statusCallback` is where the provider reports its delivery (Twilio's StatusCallback). */
export interface SmsMessage {
  to: string;
  body: string;
  statusCallback: string | null;
}

/** What the provider said: accepted (with its message id), or refused with its error code. */
export type SmsSendResult = { accepted: true; providerId: string } | { accepted: false; code: string };

/** Where SMS goes: Twilio when configured, else the local outbox administrators read. */
export interface SmsSender {
  readonly delivery: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<SmsSendResult>;
  /** True when `signature` is the provider's signature of a webhook at `url` with these form fields. */
  verifyWebhook(signature: string, url: string, params: Record<string, string>): boolean;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
