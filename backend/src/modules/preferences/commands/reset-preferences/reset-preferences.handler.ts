import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedPreferences, type PreferencesSaved } from '../saved-preferences.service';
import { ResetPreferencesCommand } from './reset-preferences.command';

@CommandHandler(ResetPreferencesCommand)
export class ResetPreferencesHandler implements ICommandHandler<ResetPreferencesCommand, PreferencesSaved> {
  constructor(private readonly saved: SavedPreferences) {}

  execute({ userId, actor }: ResetPreferencesCommand): Promise<PreferencesSaved> {
    return this.saved.record(userId, { type: 'ResetPreferences', userId }, actor);
  }
}
