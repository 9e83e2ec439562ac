import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { MEDIA_UPLOAD_PATH, type CurrentUser, type MediaUploadDone } from '@koinonia/contracts';
import type { AppConfig } from '../../../../platform/config/app-config';
import { byUser } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { localizedApiError } from '../../../../platform/errors/api-exception.filter';
import { DomainError } from '../../../../platform/errors/domain-error';
import { APP_CONFIG } from '../../../../platform/platform.tokens';
import { RegisterMediaFileCommand } from '../commands/register-media-file/register-media-file.command';
import { MediaQueries } from '../queries/media-queries.service';

/** The request's signed-in person, put on the raw request by the controller for tus's hooks. */
const UPLOADER = Symbol('media uploader');
type WithUploader = IncomingMessage & { [UPLOADER]?: CurrentUser };
type TusRequest = { runtime?: { node?: { req?: IncomingMessage } }; headers: Headers };

const nodeRequestOf = (req: TusRequest): WithUploader | undefined => req.runtime?.node?.req as WithUploader | undefined;

/** A refusal in the catalogue's words, as tus sends errors (status and body). */
function tusError(error: DomainError, req: TusRequest): { status_code: number; body: string } {
  const { status, body } = localizedApiError(error, req.headers.get('accept-language') ?? undefined);
  return { status_code: status, body: JSON.stringify(body) };
}

/**
 * tus answers some refusals itself, in its own words and before any hook (412 without
 * `Tus-Resumable`, 400 for a malformed header, 404 for an unknown upload): every refusal leaves in
 * the catalogue's words, tus's status kept for tus clients, which go by it (a 404 starts the upload
 * afresh, a 409 asks the offset again).
 */
class CatalogueTusServer extends Server {
  override write(...[context, headers, status, body = '']: Parameters<Server['write']>): ReturnType<Server['write']> {
    if (status < 400 || body.startsWith('{')) return super.write(context, headers, status, body);
    const code =
      status === 404 || status === 410
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONCURRENCY_CONFLICT'
          : status === 413
            ? 'FILE_TOO_LARGE'
            : status >= 500
              ? 'UPLOAD_FAILED'
              : 'VALIDATION_ERROR';
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, JSON.stringify(localizedApiError(new DomainError(code), undefined).body));
  }
}

/**
 * Resumable uploads by the tus protocol (@tus/server with its file store under
 * `DATA_DIR/media-uploads`): the browser creates an upload (POST), sends its bytes in as many
 * PATCHes as it takes, and after a dropped connection or a reload asks where it stands (HEAD) and
 * goes on from there. A complete upload becomes a library file through RegisterMediaFileCommand
 * (its type sniffed from its content, its bytes moved into the media storage); the finishing PATCH
 * answers the new file's id and the position to read it at.
 */
@Injectable()
export class MediaUploads implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MediaUploads');
  private readonly directory: string;
  private readonly server: Server;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly commands: CommandBus,
    private readonly queries: MediaQueries,
  ) {
    this.directory = join(config.dataDir, 'media-uploads');
    this.server = new CatalogueTusServer({
      path: MEDIA_UPLOAD_PATH,
      datastore: new FileStore({ directory: this.directory, expirationPeriodInMilliseconds: 7 * 24 * 60 * 60 * 1000 }),
      relativeLocation: true,
      respectForwardedHeaders: false,
      namingFunction: () => randomUUID(),
      maxSize: async () => (await this.queries.settings()).maxUploadBytes,
      onUploadFinish: (req, upload) => this.finish(req as unknown as TusRequest, upload),
      onResponseError: (req, error) => {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413) return tusError(new DomainError('FILE_TOO_LARGE'), req as unknown as TusRequest);
        if (status >= 500) {
          this.logger.error(`Upload failed: ${error instanceof Error ? error.message : error.body}`);
          return tusError(new DomainError('UPLOAD_FAILED'), req as unknown as TusRequest);
        }
        return undefined;
      },
    });
  }

  /** tus sends its bytes as `application/offset+octet-stream`: left unread for tus to stream to disk. */
  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (instance && !instance.hasContentTypeParser('application/offset+octet-stream'))
      instance.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  }

  async onModuleDestroy(): Promise<void> {
    this.server.removeAllListeners();
  }

  /** The size limit, checked before anything is written: an upload larger than the church allows is refused at once. */
  async refuseTooLarge(uploadLength: string | undefined): Promise<void> {
    if (uploadLength === undefined) return;
    const length = Number(uploadLength);
    const { maxUploadBytes } = await this.queries.settings();
    if (Number.isFinite(length) && length > maxUploadBytes) throw new DomainError('FILE_TOO_LARGE', { maxBytes: maxUploadBytes });
  }

  /** Hands a request (already past the session guard and the permission) to tus, which answers on the raw response. */
  async handle(request: IncomingMessage, response: ServerResponse, uploader: CurrentUser): Promise<void> {
    (request as WithUploader)[UPLOADER] = uploader;
    await this.server.handle(request, response);
  }

  private async finish(req: TusRequest, upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const uploader = nodeRequestOf(req)?.[UPLOADER];
    const path = join(this.directory, upload.id);
    const name = upload.metadata?.filename ?? upload.metadata?.name ?? 'file';
    const mediaId = randomUUID();
    try {
      if (!uploader) throw new DomainError('AUTH_REQUIRED');
      const done = await this.commands.execute<RegisterMediaFileCommand, CommandDone>(new RegisterMediaFileCommand(mediaId, path, name, byUser(uploader)));
      const answer: MediaUploadDone = { id: done.id, position: (done.position ?? 0n).toString() };
      return { status_code: 200, headers: { 'Content-Type': 'application/json', 'X-Media-Id': done.id }, body: JSON.stringify(answer) };
    } catch (error) {
      if (error instanceof DomainError) throw tusError(error, req);
      this.logger.error(`A finished upload could not be added to the library: ${(error as Error).message}`);
      throw tusError(new DomainError('UPLOAD_FAILED'), req);
    } finally {
      // Taken into the library or refused: the upload's own copy goes either way.
      await this.server.datastore.remove(upload.id).catch(() => rm(path, { force: true }));
    }
  }
}
