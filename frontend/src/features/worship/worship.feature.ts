import type { FeatureManifest } from '../../shared/routing';

/** Worship planning: the program builder with its song library and the CCLI usage report. */
export const worshipFeature: FeatureManifest = {
  name: 'worship',
  pages: {
    'program-builder': () => import('./components/program-builder.page'),
  },
  namespaces: [{ name: 'worship', load: (language) => import(`./locales/${language}.json`) }],
};
