import type { FeatureManifest } from '../../shared/routing';

/** Prayer requests and pastoral care. */
export const careFeature: FeatureManifest = {
  name: 'care',
  pages: {
    'prayer-care': () => import('./components/prayer-care.page'),
  },
  namespaces: [{ name: 'care', load: (language) => import(`./locales/${language}.json`) }],
};
