import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Prayer requests and pastoral care. */
export const careFeature: FeatureManifest = {
  name: 'care',
  pages: {
    'prayer-care': () => import('./components/prayer-care.page'),
  },
  namespaces: [{ name: 'care', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
