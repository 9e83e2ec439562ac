import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The admin dashboard's words; its page is composed by the app with the security and notification cards. */
export const adminFeature: FeatureManifest = {
  name: 'admin',
  namespaces: [{ name: 'admin', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
