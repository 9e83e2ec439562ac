import type { PreferencesChange, UpdatePreferencesDto, UserPreferences } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';

/** The server side of a user's preferences (`/api/preferences`), as the sync engine uses it. */
export interface PreferencesApi {
  get: () => Promise<UserPreferences>;
  change: (change: PreferencesChange) => Promise<UserPreferences>;
  reset: () => Promise<UserPreferences>;
}

export const preferencesApi: PreferencesApi = {
  /** `GET /api/preferences`: mine, the defaults until I first change one. */
  get: () => apiFetch<UserPreferences>('/api/preferences'),
  /** `PUT /api/preferences`: what the change names; answers with the whole set. */
  change: (change) => apiFetch<UserPreferences>('/api/preferences', { method: 'PUT', body: change satisfies UpdatePreferencesDto }),
  /** `DELETE /api/preferences`: back to the defaults. */
  reset: () => apiFetch<UserPreferences>('/api/preferences', { method: 'DELETE' }),
};
