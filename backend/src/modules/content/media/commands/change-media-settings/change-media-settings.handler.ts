import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { mediaSettingsDecider } from '../../domain/media.decider';
import { MEDIA_SETTINGS_ID, MEDIA_SETTINGS_STREAM } from '../../domain/media.events';
import { ChangeMediaSettingsCommand } from './change-media-settings.command';

@CommandHandler(ChangeMediaSettingsCommand)
export class ChangeMediaSettingsHandler implements ICommandHandler<ChangeMediaSettingsCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ maxUploadBytes, expectedRevision, actor }: ChangeMediaSettingsCommand): Promise<CommandDone> {
    const done = await this.executor.execute(
      MEDIA_SETTINGS_STREAM,
      mediaSettingsDecider,
      { type: 'ChangeUploadLimit', maxUploadBytes },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: MEDIA_SETTINGS_ID, revision: done.revision, position: done.position };
  }
}
