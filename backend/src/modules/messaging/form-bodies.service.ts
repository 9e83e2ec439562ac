import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * Where messaging takes forms (application/x-www-form-urlencoded), a type the API takes nowhere else:
 * Twilio posts its webhooks so, and a mail client's one-click unsubscribe posts
 * `List-Unsubscribe=One-Click` so (RFC 8058; the token is in the address).
 */
const FORM_PATHS = ['/api/sms/webhooks/', '/api/email/unsubscribe'];

/** Forms are read into a record of strings on those paths only, and refused (415) everywhere else, as before. */
@Injectable()
export class FormBodies implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!instance || instance.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
      if (!FORM_PATHS.some((path) => request.url.startsWith(path)))
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    });
  }
}
