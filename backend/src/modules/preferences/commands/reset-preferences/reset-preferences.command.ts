import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { PreferencesSaved } from '../saved-preferences.service';

/** Put a user's preferences back to the defaults. */
export class ResetPreferencesCommand extends Command<PreferencesSaved> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
