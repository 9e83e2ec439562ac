import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { toApiError } from './platform/errors/api-exception.filter';
import { createValidationPipe } from './platform/errors/validation.pipe';
import { ProjectionRunner } from './platform/projections/projection-runner.service';
import { DemoSeeder } from './modules/demo/demo-seeder.service';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
  /** Members the demo church gets (tests use fewer). */
  demoMemberCount?: number;
}

/**
 * Builds the whole app: API under /api, OpenAPI at /api/docs, the built front end at /, then
 * starts the projections and seeds the demo church when asked. Used by main.ts and by tests.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      hsts: config.production,
    }),
  );
  app.use(cookieParser());
  app.use('/api', express.json({ limit: '100kb', strict: true }));
  // Malformed or oversized bodies are the client's fault: answer in the catalogue's words.
  app.use('/api', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    const { status, body } = toApiError(error);
    res.status(status).json(body);
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Koinonia API').setDescription('Church management: members, care, events, giving and more.').setVersion('0.1.0').addCookieAuth(config.session.cookieName).build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  serveFrontend(app, config.frontendDist);

  await app.init();
  await app.get(ProjectionRunner).start();
  if (config.demoMode) await app.get(DemoSeeder).seedIfEmpty(options.demoMemberCount);
  else await app.get(DemoSeeder).bootstrapIfEmpty(config.bootstrap);
  return app;
}

function serveFrontend(app: NestExpressApplication, dist: string): void {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    new Logger('Frontend').warn(`No built front end at ${dist}: run "npm run build" to serve the app at /`);
    return;
  }
  app.useStaticAssets(dist, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    if (path.includes(`${join(dist, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Unknown API paths fall through to Nest and answer in JSON, never with the front end's HTML.
    if (req.path.startsWith('/api') || req.path.startsWith('/socket.io')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
