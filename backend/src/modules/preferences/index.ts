/** The preferences context's public face: what a person chose (language, notifications). */
export { PreferencesModule } from './preferences.module';
export { PreferencesService } from './preferences.service';
export { SavedLanguageQuery } from './saved-language.query';
