import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** User administration and the outbox of the emails it sends. */
export const usersFeature: FeatureManifest = {
  name: 'users',
  pages: {
    'admin-users': () => import('./components/users.page'),
    'admin-outbox': () => import('./components/outbox.page'),
  },
  namespaces: [{ name: 'users', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
