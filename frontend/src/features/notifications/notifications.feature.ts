import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The notification bell, the announcement card, and the announcements board. */
export const notificationsFeature: FeatureManifest = {
  name: 'notifications',
  pages: {
    announcements: () => import('./components/announcements.page'),
  },
  // English bundled: the bell, and the sidebar and palette name the board before it is opened.
  namespaces: [{ name: 'notifications', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
