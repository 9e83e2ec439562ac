import { DEFAULT_PREFERENCES } from '@koinonia/contracts';
import { recorded } from '../../../testing/decider-spec.util';
import { userPreferencesProjection } from './user-preferences.projection';

const { lastUpdated: _stamp, ...defaults } = DEFAULT_PREFERENCES;

describe('user preferences projection', () => {
  const changed = (language: 'fr' | 'de', revision: number, at: string) =>
    recorded({ type: 'UserPreferencesChanged', data: { userId: 'u-1', preferences: { ...defaults, language } } }, 'preferences-u-1', revision, at);

  it('keeps the latest set, stamped with when it changed', () => {
    const first = userPreferencesProjection.project(null, changed('fr', 0, '2026-11-22T10:00:00.000Z'));
    const second = userPreferencesProjection.project(first, changed('de', 1, '2026-11-22T11:00:00.000Z'));
    expect(second).toEqual({ _id: 'u-1', ...defaults, language: 'de', lastUpdated: '2026-11-22T11:00:00.000Z', revision: 1 });
  });

  it('changes nothing when an event comes again, or an older one arrives late', () => {
    const latest = userPreferencesProjection.project(null, changed('de', 1, '2026-11-22T11:00:00.000Z'));
    expect(userPreferencesProjection.project(latest, changed('de', 1, '2026-11-22T11:00:00.000Z'))).toBe(latest);
    expect(userPreferencesProjection.project(latest, changed('fr', 0, '2026-11-22T10:00:00.000Z'))).toBe(latest);
  });
});
