import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Rename a file or change its tags (either may be left out). */
export class ChangeMediaDetailsCommand extends Command<CommandDone> {
  constructor(
    readonly mediaId: string,
    readonly details: { name?: string; tags?: string[] },
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
