import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, type UserPreferences } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { userPreferencesProjection, type UserPreferencesDocument } from './projections/user-preferences.projection';

/** A user's preferences, from the read model: the defaults until they first save one. */
@Injectable()
export class PreferencesService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async get(userId: string): Promise<UserPreferences> {
    const document = await this.readStore.collection<UserPreferencesDocument>(userPreferencesProjection.collection).findOne({ _id: userId });
    if (!document) return structuredClone(DEFAULT_PREFERENCES);
    const { _id, revision: _revision, ...preferences } = document;
    return preferences;
  }
}
