import { Command } from '@nestjs/cqrs';
import type { MediaMetadata } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Record what probing a file found (the probe reactor's command). */
export class RecordMediaProbeCommand extends Command<CommandDone> {
  constructor(
    readonly mediaId: string,
    readonly outcome: 'done' | 'failed',
    readonly metadata: MediaMetadata | null,
    readonly thumbnailKey: string | null,
  ) {
    super();
  }
}
