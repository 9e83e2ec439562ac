import { Inject, Injectable } from '@nestjs/common';
import { isLanguage, type Language } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { userPreferencesProjection, type UserPreferencesDocument } from './projections/user-preferences.projection';

/**
 * The language a user saved with their preferences, for modules that write to them (emails):
 * null when they never saved any, so the caller can fall back to the request's language rather
 * than the default English.
 */
@Injectable()
export class SavedLanguageQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async of(userId: string): Promise<Language | null> {
    const document = await this.readStore.collection<UserPreferencesDocument>(userPreferencesProjection.collection).findOne({ _id: userId });
    return document && isLanguage(document.language) ? document.language : null;
  }
}
