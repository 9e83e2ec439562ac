import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The notification bell and the announcement card: no page of its own, only words. */
export const notificationsFeature: FeatureManifest = {
  name: 'notifications',
  namespaces: [{ name: 'notifications', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
