import type { FeatureManifest } from '../../shared/routing';

/** Importing people from a CSV file into the member directory. */
export const importsFeature: FeatureManifest = {
  name: 'imports',
  pages: {
    'members-import': () => import('./components/member-import.page'),
  },
  namespaces: [{ name: 'imports', load: (language) => import(`./locales/${language}.json`) }],
};
