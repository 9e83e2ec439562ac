import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { mediaFileDecider } from '../../domain/media.decider';
import { mediaFileStream } from '../../domain/media.events';
import { tidyMediaName } from '../register-media-file/register-media-file.handler';
import { ChangeMediaDetailsCommand } from './change-media-details.command';

@CommandHandler(ChangeMediaDetailsCommand)
export class ChangeMediaDetailsHandler implements ICommandHandler<ChangeMediaDetailsCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ mediaId, details, expectedRevision, actor }: ChangeMediaDetailsCommand): Promise<CommandDone> {
    const command = {
      type: 'ChangeMediaDetails' as const,
      mediaId,
      name: details.name === undefined ? undefined : tidyMediaName(details.name),
      tags: details.tags,
    };
    const done = await this.executor.execute(mediaFileStream(mediaId), mediaFileDecider, command, { actorId: actorIdOf(actor), expectedRevision });
    return { id: mediaId, revision: done.revision, position: done.position };
  }
}
