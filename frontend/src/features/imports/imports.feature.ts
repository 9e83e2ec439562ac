import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Importing people from a CSV file into the member directory. */
export const importsFeature: FeatureManifest = {
  name: 'imports',
  pages: {
    'members-import': () => import('./components/member-import.page'),
  },
  namespaces: [{ name: 'imports', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
