import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { ChurchSettings } from '../../domain/church.events';

/** Change the church's own settings (its country). */
export class ChangeChurchSettingsCommand extends Command<CommandDone> {
  constructor(
    readonly settings: ChurchSettings,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
