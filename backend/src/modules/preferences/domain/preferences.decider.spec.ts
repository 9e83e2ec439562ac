import { DEFAULT_PREFERENCES } from '@koinonia/contracts';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { preferencesDecider } from './preferences.decider';

const { lastUpdated: _stamp, ...defaults } = DEFAULT_PREFERENCES;
const userId = 'u-1';

describe('preferences decider', () => {
  const spec = deciderSpec(preferencesDecider);

  it('records the whole set after a change', () => {
    spec
      .given([])
      .when({ type: 'ChangePreferences', userId, change: { language: 'fr', dashboard: { itemsPerPage: 25 } } })
      .then([
        {
          type: 'UserPreferencesChanged',
          data: { userId, preferences: { ...defaults, language: 'fr', dashboard: { ...defaults.dashboard, itemsPerPage: 25 } } },
        },
      ]);
  });

  it('builds on the last change', () => {
    const earlier = { ...defaults, language: 'fr' as const };
    spec
      .given([{ type: 'UserPreferencesChanged', data: { userId, preferences: earlier } }])
      .when({ type: 'ChangePreferences', userId, change: { display: { highContrast: true } } })
      .then([{ type: 'UserPreferencesChanged', data: { userId, preferences: { ...earlier, display: { ...earlier.display, highContrast: true } } } }]);
  });

  it('records nothing when nothing changes', () => {
    spec
      .given([])
      .when({ type: 'ChangePreferences', userId, change: { language: 'en' } })
      .then([]);
    spec.given([]).when({ type: 'ResetPreferences', userId }).thenNothing();
  });

  it('resets to the defaults', () => {
    const changed = { ...defaults, language: 'ar' as const };
    spec
      .given([{ type: 'UserPreferencesChanged', data: { userId, preferences: changed } }])
      .when({ type: 'ResetPreferences', userId })
      .then([{ type: 'UserPreferencesChanged', data: { userId, preferences: defaults } }]);
  });
});
