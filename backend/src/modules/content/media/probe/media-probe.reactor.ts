import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { DomainError } from '../../../../platform/errors/domain-error';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import type { Reactor } from '../../../../platform/reactors/reactor.type';
import { RecordMediaProbeCommand } from '../commands/record-media-probe/record-media-probe.command';
import { mediaFileDecider } from '../domain/media.decider';
import { mediaFileStream, type MediaFileUploaded } from '../domain/media.events';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage.port';
import { MediaProbe, type ProbeResult } from './media-probe.service';

/**
 * Probes each uploaded file once (metadata, thumbnail) and records MediaFileProbed. A file that
 * cannot be read is recorded as failed, never retried forever; a file deleted meanwhile is skipped.
 * Idempotent: a file already probed records nothing (the decider says so).
 */
@Injectable()
export class MediaProbeReactor implements Reactor {
  readonly name = 'media-probe';
  readonly checkpoint = { kind: 'document', from: 'beginning' } as const;
  private readonly logger = new Logger('MediaProbeReactor');

  constructor(
    private readonly probe: MediaProbe,
    private readonly commands: CommandBus,
    private readonly executor: CommandExecutor,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'MediaFileUploaded';
  }

  async handle(event: RecordedEvent): Promise<void> {
    const file = event.data as MediaFileUploaded['data'];
    const loaded = await this.executor.load(mediaFileStream(file.mediaId), mediaFileDecider);
    if (loaded.state.status !== 'present' || loaded.state.probed) return;
    let result: ProbeResult | null = null;
    const local = this.storage.localPath(file.storageKey);
    const copy = local ? null : join(tmpdir(), 'koinonia-media-probe', randomUUID());
    try {
      if (copy) await this.download(file.storageKey, copy);
      result = await this.probe.probe(local ?? copy!, file.kind);
    } catch (error) {
      this.logger.warn(`Could not probe media file ${file.mediaId}: ${(error as Error).message}`);
    } finally {
      if (copy) await rm(copy, { force: true });
    }
    const thumbnailKey = result?.thumbnail ? `thumbnails/${file.mediaId}.jpg` : null;
    if (thumbnailKey && result?.thumbnail) await this.storage.put(thumbnailKey, result.thumbnail, 'image/jpeg');
    try {
      await this.commands.execute(new RecordMediaProbeCommand(file.mediaId, result ? 'done' : 'failed', result?.metadata ?? null, thumbnailKey));
    } catch (error) {
      // Deleted while it was probed: nothing to record.
      if (!(error instanceof DomainError && error.code === 'NOT_FOUND')) throw error;
    }
  }

  private async download(key: string, path: string): Promise<void> {
    const source = await this.storage.open(key);
    if (!source) throw new Error(`No bytes stored under ${key}`);
    await mkdir(join(path, '..'), { recursive: true });
    await pipeline(source, createWriteStream(path));
  }
}
