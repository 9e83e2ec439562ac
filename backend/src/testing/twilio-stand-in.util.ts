import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the SDK asked the stand-in to send, with its form fields as sent. */
export interface TwilioStandInMessage {
  sid: string;
  params: Record<string, string>;
}

/** A number the stand-in refuses, as Twilio refuses an invalid 'To' (error 21211). */
export const REFUSED_NUMBER = '+15005550001';

/**
 * A local stand-in for Twilio's Messages API, for tests: the official SDK is pointed here with a
 * custom httpClient (TWILIO_API_URL). It keeps each message and answers as Twilio does: 201 with the
 * message's SID, or 400 with Twilio's error code for a refused number.
 */
export class TwilioStandIn {
  readonly messages: TwilioStandInMessage[] = [];
  readonly accountSid = `AC${'1'.repeat(32)}`;
  readonly authToken = 'stand-in-auth-token';
  readonly from = '+15005550006';
  private server: Server | null = null;
  private counter = 0;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  env(): Record<string, string> {
    return {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: this.from,
      TWILIO_API_URL: `http://127.0.0.1:${this.port}`,
      SMS_PER_SECOND: '100',
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`) return reply(404, { code: 20404, status: 404 });
    if (params.To === REFUSED_NUMBER) return reply(400, { code: 21211, message: `The 'To' number ${params.To} is not a valid phone number.`, status: 400 });
    const sid = `SM${String(++this.counter).padStart(32, '0')}`;
    this.messages.push({ sid, params });
    reply(201, { sid, account_sid: this.accountSid, to: params.To, from: params.From, body: params.Body, status: 'queued', num_segments: '1' });
  }
}
