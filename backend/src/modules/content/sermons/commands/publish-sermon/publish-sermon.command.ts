import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Publish a sermon to the congregation and the podcast feeds (`publish: true`), or take it back to a draft. */
export class PublishSermonCommand extends Command<CommandDone> {
  constructor(
    readonly sermonId: string,
    readonly publish: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
