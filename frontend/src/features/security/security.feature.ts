import type { FeatureManifest } from '../../shared/routing';

/** The security center. */
export const securityFeature: FeatureManifest = {
  name: 'security',
  pages: { 'security-center': () => import('./components/security-center.page') },
  // Only its pages speak from it: its English comes with them, not with the signed-in app.
  namespaces: [{ name: 'security', load: (language) => import(`./locales/${language}.json`) }],
};
