import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedPreferences, type PreferencesSaved } from '../saved-preferences.service';
import { ChangePreferencesCommand } from './change-preferences.command';

@CommandHandler(ChangePreferencesCommand)
export class ChangePreferencesHandler implements ICommandHandler<ChangePreferencesCommand, PreferencesSaved> {
  constructor(private readonly saved: SavedPreferences) {}

  execute({ userId, change, actor }: ChangePreferencesCommand): Promise<PreferencesSaved> {
    return this.saved.record(userId, { type: 'ChangePreferences', userId, change }, actor);
  }
}
