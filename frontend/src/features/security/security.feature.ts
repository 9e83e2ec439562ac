import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The security center. */
export const securityFeature: FeatureManifest = {
  name: 'security',
  pages: { 'security-center': () => import('./components/security-center.page') },
  namespaces: [{ name: 'security', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
