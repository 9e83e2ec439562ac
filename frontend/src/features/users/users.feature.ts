import type { FeatureManifest } from '../../shared/routing';

/** User administration and the outbox of the emails it sends. */
export const usersFeature: FeatureManifest = {
  name: 'users',
  pages: {
    'admin-users': () => import('./components/users.page'),
    'admin-outbox': () => import('./components/outbox.page'),
  },
  // Only its pages speak from it: its English comes with them, not with the signed-in app.
  namespaces: [{ name: 'users', load: (language) => import(`./locales/${language}.json`) }],
};
