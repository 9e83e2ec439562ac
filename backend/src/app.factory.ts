import { existsSync, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { HttpException, Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { localizedApiError } from './platform/errors/api-exception.filter';
import { createValidationPipe } from './platform/errors/validation.pipe';
import { DomainError } from './platform/errors/domain-error';
import { isCrossSiteWrite } from './platform/http/cross-site.util';
import { keepRawBody } from './platform/http/raw-body.util';
import { indexPage } from './platform/http/index-page.util';
import { routeAcceptsUpload } from './platform/http/uploaded-file.util';
import { useJsonCompression } from './platform/http/json-compression.util';
import { createOpenApiDocument } from './platform/http/openapi-document.factory';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { DemoSeeder } from './modules/demo';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
  /** Members the demo church gets (tests use fewer). */
  demoMemberCount?: number;
}

/** JSON bodies up to 100 kB (as express.json's '100kb'); larger ones answer 413 in the catalogue's words. */
export const BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole app: API under /api, OpenAPI at /api/docs, the built front end at /, then
 * starts the projections and seeds the demo church when asked. Used by main.ts and by tests.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  mkdirSync(config.dataDir, { recursive: true });
  // helmet's middleware, built once. (@fastify/helmet builds it anew for every request: about 6% of
  // a member search's CPU time.) On the raw response, so every answer has the headers, the
  // not-found and error ones too.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Sermon recordings may live elsewhere (an https address the media team gives); blob: for HLS played through hls.js.
        mediaSrc: ["'self'", 'https:', 'blob:'],
        // 'self' also admits WebSockets to this origin (CSP 3), which is all socket.io needs.
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // No Nest middleware is used: leave out @fastify/middie and its per-request hook.
    skipMiddie: true,
    // Errors Fastify meets before routing (a URL it cannot decode) answer in the catalogue's words too.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = localizedApiError(error, request.headers['accept-language']);
      securityHeaders(request.raw, reply.raw, () => void reply.code(status).send(body));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // Only JSON (and Fastify's built-in text/plain) bodies: no form parsing, as before.
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  const instance = app.getHttpAdapter().getInstance();
  useJsonBodies(instance);
  useJsonCompression(instance);
  instance.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => {
      if (!error && isCrossSiteWrite(request.method, request.headers)) {
        const { status, body } = localizedApiError(new DomainError('CROSS_SITE_REQUEST'), request.headers['accept-language']);
        void reply.code(status).send(body);
        return;
      }
      done(error as Error | undefined);
    }),
  );
  await app.register(fastifyCookie);
  // Multipart bodies are read only where a controller asks (readUploadedFile, with its own size
  // limit); nothing is parsed or written to disk ahead of that.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 20, parts: 21 } });
  instance.addHook('preHandler', (request, reply, done) => {
    if (!request.isMultipart() || routeAcceptsUpload(request)) return done();
    const { status, body } = localizedApiError(new HttpException('Unsupported Media Type', 415), request.headers['accept-language']);
    void reply.code(status).send(body);
  });
  // Malformed, oversized or unsupported bodies reach the global ApiExceptionFilter through Nest's
  // Fastify error handler and answer in the catalogue's words (see toApiError).
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app, config.session.cookieName), { jsonDocumentUrl: 'api/docs/openapi.json' });

  await serveFrontend(app, instance, config.frontendDist, config.session.cookieName);

  await app.init();
  try {
    await app.get(ProjectionRunner).start();
    if (config.production) await app.get(DemoSeeder).refuseDemoAccounts();
    if (config.demoMode) await app.get(DemoSeeder).seedIfEmpty(options.demoMemberCount);
    else await app.get(DemoSeeder).bootstrapIfEmpty(config.bootstrap);
  } catch (error) {
    // A refused start (a weak ADMIN_PASSWORD, demo accounts in production) releases the stores before it reports.
    await app.close();
    throw error;
  }
  return app;
}

/**
 * application/json the way express.json({ strict: true }) took it: an empty body is `{}`, the
 * top level must be an object or an array, `__proto__`/`constructor.prototype` keys are dropped.
 */
function useJsonBodies(instance: FastifyInstance): void {
  const parse = instance.getDefaultJsonParser('remove', 'remove');
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    keepRawBody(request, text);
    const first = /^[ \t\n\r]*(.)/s.exec(text)?.[1];
    if (first === undefined) return done(null, {});
    if (first !== '{' && first !== '[') return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    void parse(request, text, done);
  });
}

/**
 * The built front end: its files (hashed assets cached for a year, the rest for an hour), and
 * index.html (no-cache) for any other GET/HEAD outside /api and /socket.io, so client-side
 * routes load the app. Unknown API paths fall through to Nest and answer in JSON, never with
 * the front end's HTML. The build writes brotli and gzip copies beside each file (`.br`, `.gz`):
 * the one the browser accepts goes out, with `Vary: Accept-Encoding`. index.html names the first
 * screen's chunks as preloads, those of the signed-in app to a browser with a session cookie
 * (`indexPage`).
 */
async function serveFrontend(app: NestFastifyApplication, instance: FastifyInstance, dist: string, sessionCookie: string): Promise<void> {
  const root = resolve(dist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    new Logger('Frontend').warn(`No built front end at ${dist}: run "npm run build" to serve the app at /`);
    return;
  }
  const assets = join(root, 'assets') + sep;
  const page = indexPage(root, sessionCookie);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: true,
    maxAge: '1h',
    setHeaders: (reply, path) => {
      if (path.startsWith(assets)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  instance.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const path = pathOf(request.url);
      if (path.startsWith('/api') || path.startsWith('/socket.io')) return reply.callNotFound();
      const file = await fileUnder(root, path);
      if (file) return reply.sendFile(file);
      if (page) return page(request, reply);
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    },
  });
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The request path, relative to `root`, when it names a file there (dotfiles excepted); else null. */
async function fileUnder(root: string, path: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/') || /\/\./.test(decoded)) return null;
  const full = resolve(root, `.${decoded}`);
  if (!full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full.slice(root.length) : null;
  } catch {
    return null;
  }
}
