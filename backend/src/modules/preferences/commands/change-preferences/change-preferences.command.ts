import { Command } from '@nestjs/cqrs';
import type { PreferencesChange } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { PreferencesSaved } from '../saved-preferences.service';

/** Change what `change` names in a user's preferences, keeping the rest. */
export class ChangePreferencesCommand extends Command<PreferencesSaved> {
  constructor(
    readonly userId: string,
    readonly change: PreferencesChange,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
