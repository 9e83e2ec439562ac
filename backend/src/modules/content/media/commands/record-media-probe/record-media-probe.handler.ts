import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { mediaFileDecider } from '../../domain/media.decider';
import { mediaFileStream } from '../../domain/media.events';
import { RecordMediaProbeCommand } from './record-media-probe.command';

@CommandHandler(RecordMediaProbeCommand)
export class RecordMediaProbeHandler implements ICommandHandler<RecordMediaProbeCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ mediaId, outcome, metadata, thumbnailKey }: RecordMediaProbeCommand): Promise<CommandDone> {
    const done = await this.executor.execute(
      mediaFileStream(mediaId),
      mediaFileDecider,
      { type: 'RecordMediaProbe', mediaId, outcome, metadata, thumbnailKey },
      { actorId: null },
    );
    return { id: mediaId, revision: done.revision, position: done.position };
  }
}
