import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Remove a template (programs started from it keep their items). */
export class RemoveProgramTemplateCommand extends Command<CommandDone> {
  constructor(
    readonly templateId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
