import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Set the church's upload size limit. */
export class ChangeMediaSettingsCommand extends Command<CommandDone> {
  constructor(
    readonly maxUploadBytes: number,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
