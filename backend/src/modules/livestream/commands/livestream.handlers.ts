import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESTREAM_PRESET_SERVERS, VALIDATION_MESSAGES, type StreamKeyView } from '@koinonia/contracts';
import { actorIdOf, bySystem, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { EventQueriesService } from '../../events';
import { broadcastDecider } from '../domain/broadcast.decider';
import { livestreamSettingsDecider, type LivestreamSettingsCommand } from '../domain/livestream-settings.decider';
import { broadcastStream, LIVESTREAM_SETTINGS_STREAM } from '../domain/livestream.events';
import { ffmpegToEnd, probeDuration } from '../ingest/ffmpeg.util';
import { LivestreamSettingsStore } from '../ingest/livestream-settings.store';
import { broadcastFolder, RtmpIngestService } from '../ingest/rtmp-ingest.service';
import { StreamKeyVault } from '../ingest/stream-key-vault.service';
import { ingestServerUrl } from '../queries/livestream-queries.service';
import {
  AddRestreamDestinationCommand,
  ChangeLivestreamOptionsCommand,
  RemoveRestreamDestinationCommand,
  RotateStreamKeyCommand,
  ScheduleNextStreamCommand,
  SetRestreamEnabledCommand,
  TrimRecordingCommand,
} from './livestream.commands';

/** Every settings command: decide on the one settings stream, refresh the in-memory copy the ingest checks pushes against. */
@Injectable()
abstract class SettingsHandler {
  constructor(
    protected readonly executor: CommandExecutor,
    protected readonly settings: LivestreamSettingsStore,
    protected readonly ingest: RtmpIngestService,
  ) {}

  protected async decide(command: LivestreamSettingsCommand, actor: CommandActor): Promise<CommandDone> {
    const outcome = await this.executor.execute(LIVESTREAM_SETTINGS_STREAM, livestreamSettingsDecider, command, { actorId: actorIdOf(actor) });
    await this.settings.refresh();
    await this.ingest.syncDestinations();
    return { id: 'livestream', revision: outcome.revision, position: outcome.position };
  }
}

@CommandHandler(RotateStreamKeyCommand)
export class RotateStreamKeyHandler
  extends SettingsHandler
  implements ICommandHandler<RotateStreamKeyCommand, CommandDone & Pick<StreamKeyView, 'streamKey' | 'ingestUrl'>>
{
  constructor(
    executor: CommandExecutor,
    settings: LivestreamSettingsStore,
    ingest: RtmpIngestService,
    private readonly vault: StreamKeyVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(executor, settings, ingest);
  }

  async execute({ actor }: RotateStreamKeyCommand): Promise<CommandDone & Pick<StreamKeyView, 'streamKey' | 'ingestUrl'>> {
    const { key, sealedKey, keyMac } = this.vault.newKey();
    const done = await this.decide({ type: 'RotateStreamKey', sealedKey, keyMac }, actor);
    return { ...done, streamKey: key, ingestUrl: `${ingestServerUrl(this.config, this.ingest.port)}/${key}` };
  }
}

@CommandHandler(AddRestreamDestinationCommand)
export class AddRestreamDestinationHandler extends SettingsHandler implements ICommandHandler<AddRestreamDestinationCommand, CommandDone> {
  constructor(
    executor: CommandExecutor,
    settings: LivestreamSettingsStore,
    ingest: RtmpIngestService,
    private readonly vault: StreamKeyVault,
  ) {
    super(executor, settings, ingest);
  }

  async execute(command: AddRestreamDestinationCommand): Promise<CommandDone> {
    const serverUrl = command.serverUrl || (command.kind === 'custom' ? undefined : RESTREAM_PRESET_SERVERS[command.kind]);
    if (!serverUrl) throw DomainError.validation([{ field: 'serverUrl', message: VALIDATION_MESSAGES.required }]);
    const destination = {
      destinationId: command.destinationId,
      kind: command.kind,
      name: command.name,
      serverUrl,
      sealedKey: this.vault.sealDestinationKey(command.streamKey),
      enabled: command.enabled,
    };
    const done = await this.decide({ type: 'AddRestreamDestination', destination }, command.actor);
    return { ...done, id: command.destinationId };
  }
}

@CommandHandler(SetRestreamEnabledCommand)
export class SetRestreamEnabledHandler extends SettingsHandler implements ICommandHandler<SetRestreamEnabledCommand, CommandDone> {
  async execute({ destinationId, enabled, actor }: SetRestreamEnabledCommand): Promise<CommandDone> {
    return { ...(await this.decide({ type: 'SetRestreamEnabled', destinationId, enabled }, actor)), id: destinationId };
  }
}

@CommandHandler(RemoveRestreamDestinationCommand)
export class RemoveRestreamDestinationHandler extends SettingsHandler implements ICommandHandler<RemoveRestreamDestinationCommand, CommandDone> {
  async execute({ destinationId, actor }: RemoveRestreamDestinationCommand): Promise<CommandDone> {
    return { ...(await this.decide({ type: 'RemoveRestreamDestination', destinationId }, actor)), id: destinationId };
  }
}

@CommandHandler(ChangeLivestreamOptionsCommand)
export class ChangeLivestreamOptionsHandler extends SettingsHandler implements ICommandHandler<ChangeLivestreamOptionsCommand, CommandDone> {
  async execute({ publicWatch, actor }: ChangeLivestreamOptionsCommand): Promise<CommandDone> {
    return this.decide({ type: 'ChangeLivestreamOptions', publicWatch }, actor);
  }
}

@CommandHandler(ScheduleNextStreamCommand)
export class ScheduleNextStreamHandler extends SettingsHandler implements ICommandHandler<ScheduleNextStreamCommand, CommandDone> {
  constructor(
    executor: CommandExecutor,
    settings: LivestreamSettingsStore,
    ingest: RtmpIngestService,
    private readonly events: EventQueriesService,
  ) {
    super(executor, settings, ingest);
  }

  async execute({ eventId, actor }: ScheduleNextStreamCommand): Promise<CommandDone> {
    if (eventId !== null) {
      const { events } = await this.events.feedEvents({ roles: ['admin'] });
      if (!events.some((event) => event.eventId === eventId)) throw new DomainError('NOT_FOUND', { eventId });
    }
    return this.decide({ type: 'ScheduleNextStream', eventId }, actor);
  }
}

/** The ffmpeg cut: stream copy from the original recording into `trimmed.mp4` beside it. */
@CommandHandler(TrimRecordingCommand)
export class TrimRecordingHandler implements ICommandHandler<TrimRecordingCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ recordingId, startSeconds, endSeconds, actor }: TrimRecordingCommand): Promise<CommandDone> {
    const stream = broadcastStream(recordingId);
    const { state } = await this.executor.load(stream, broadcastDecider);
    const file = join(broadcastFolder(recordingId), 'trimmed.mp4');
    // Decided first, so a refused cut runs no ffmpeg.
    broadcastDecider.decide({ type: 'TrimRecording', broadcastId: recordingId, file, startSeconds, endSeconds }, state, { now: '', actorId: null });
    const source = join(this.config.dataDir, broadcastFolder(recordingId), 'recording.mp4');
    if (!existsSync(source)) throw new DomainError('NOT_FOUND', { recordingId });
    const target = join(this.config.dataDir, file);
    await ffmpegToEnd([
      '-y',
      '-ss',
      String(startSeconds),
      '-to',
      String(endSeconds),
      '-i',
      source,
      '-map',
      '0',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      target,
    ]);
    const kept = await probeDuration(target);
    const outcome = await this.executor.execute(
      stream,
      broadcastDecider,
      { type: 'TrimRecording', broadcastId: recordingId, file, startSeconds, endSeconds: kept > 0 ? Math.min(endSeconds, startSeconds + kept) : endSeconds },
      { actorId: actorIdOf(actor ?? bySystem()) },
    );
    return { id: recordingId, revision: outcome.revision, position: outcome.position };
  }
}

export const LIVESTREAM_COMMAND_HANDLERS = [
  RotateStreamKeyHandler,
  AddRestreamDestinationHandler,
  SetRestreamEnabledHandler,
  RemoveRestreamDestinationHandler,
  ChangeLivestreamOptionsHandler,
  ScheduleNextStreamHandler,
  TrimRecordingHandler,
];
