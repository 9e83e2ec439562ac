import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The preferences page (language, theme, display, notifications, features). */
export const preferencesFeature: FeatureManifest = {
  name: 'preferences',
  pages: { preferences: () => import('./components/preferences.page') },
  namespaces: [{ name: 'preferences', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
