import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorCodes, type FastifyInstance } from 'fastify';

export const SMS_WEBHOOK_PATH = '/api/sms/webhooks/';

/**
 * Twilio posts its webhooks as application/x-www-form-urlencoded, a type the API takes nowhere else:
 * read into a record of strings on the webhook paths only, refused (415) everywhere else as before.
 */
@Injectable()
export class SmsFormBodies implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!instance || instance.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
      if (!request.url.startsWith(SMS_WEBHOOK_PATH))
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    });
  }
}
