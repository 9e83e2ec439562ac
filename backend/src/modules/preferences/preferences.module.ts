import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller';
import { PreferencesService } from './preferences.service';
import { SavedLanguageQuery } from './saved-language.query';

@Module({
  controllers: [PreferencesController],
  providers: [PreferencesService, SavedLanguageQuery],
  exports: [PreferencesService, SavedLanguageQuery],
})
export class PreferencesModule {}
