import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CLIENT_ERROR_LIMITS, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { errorBody } from '../../platform/errors/api-exception.filter';
import { ClientErrorLog } from './client-error-log.service';
import { ClientErrorsController } from './client-errors.controller';

const LOG_PATH = '/api/errors/log';

const isReport = (request: FastifyRequest) => request.method === 'POST' && request.url.split('?')[0] === LOG_PATH;

/** Errors the browser reports (`POST /api/errors/log`) and the administrators' view of them. */
@Module({
  controllers: [ClientErrorsController],
  providers: [ClientErrorLog],
})
export class DiagnosticsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /**
   * A report is small: one larger than CLIENT_ERROR_LIMITS.body is refused from its
   * Content-Length, before its body is read (the app's general limit is 100 kB); a body sent
   * without one (chunked) is counted as it arrives and refused once it passes the limit.
   */
  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    instance?.addHook('onRequest', (request, reply, done) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (isReport(request) && length > CLIENT_ERROR_LIMITS.body) {
        void reply.code(413).send(errorBody('VALIDATION_ERROR', { fields: [], reason: VALIDATION_MESSAGES.tooLong }));
        return;
      }
      done();
    });
    instance?.addHook('preParsing', (request, _reply, payload, done) => {
      if (!isReport(request) || request.headers['content-length'] !== undefined) return done(null, payload);
      let received = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > CLIENT_ERROR_LIMITS.body) callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
          else callback(null, chunk);
        },
      });
      // Not pipeline(): on the error it would destroy the request itself, and with it the socket
      // the 413 has to go back on. The counter alone fails; Fastify answers from its error.
      payload.on('error', (error) => counted.destroy(error));
      payload.pipe(counted);
      done(null, counted);
    });
  }
}
