import { ContextModule } from '../../platform/context/context-module.decorator';
import { PREFERENCES_COMMAND_HANDLERS } from './commands/preferences-command-handlers';
import { SavedPreferences } from './commands/saved-preferences.service';
import { userPreferencesProjection } from './projections/user-preferences.projection';
import { PreferencesController } from './preferences.controller';
import { PreferencesService } from './preferences.service';
import { SavedLanguageQuery } from './saved-language.query';

/** Each person's preferences: language, formats, display and notifications, following them to any browser. */
@ContextModule({
  name: 'preferences',
  controllers: [PreferencesController],
  providers: [PreferencesService, SavedLanguageQuery, SavedPreferences, ...PREFERENCES_COMMAND_HANDLERS],
  exports: [PreferencesService, SavedLanguageQuery],
  projections: [userPreferencesProjection],
})
export class PreferencesModule {}
