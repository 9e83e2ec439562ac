import { Command } from '@nestjs/cqrs';
import type { ChangeSermonDto } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Change what is given of a sermon, against the revision last seen. */
export class ChangeSermonCommand extends Command<CommandDone> {
  constructor(
    readonly sermonId: string,
    readonly changes: ChangeSermonDto,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
