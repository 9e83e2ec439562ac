import type { FeatureManifest } from '../../shared/routing';

/** The admin dashboard's words; its page is composed by the app with the security and notification cards. */
export const adminFeature: FeatureManifest = {
  name: 'admin',
  // Only its pages speak from it: its English comes with them, not with the signed-in app.
  namespaces: [{ name: 'admin', load: (language) => import(`./locales/${language}.json`) }],
};
