import { Command } from '@nestjs/cqrs';
import type { CreateSermonDto } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Write a new sermon, kept as a draft until published; its scripture as people write it. */
export class DraftSermonCommand extends Command<CommandDone> {
  constructor(
    readonly sermonId: string,
    readonly sermon: CreateSermonDto,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
