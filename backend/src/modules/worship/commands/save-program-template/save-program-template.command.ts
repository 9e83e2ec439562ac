import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Save a program's items (without their times) as a template for later services. */
export class SaveProgramTemplateCommand extends Command<CommandDone> {
  constructor(
    readonly templateId: string,
    readonly name: string,
    readonly programId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
