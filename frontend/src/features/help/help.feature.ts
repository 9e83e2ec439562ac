import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Help, tours and tutorials: the Tutorial Center page and the help layer's words. */
export const helpFeature: FeatureManifest = {
  name: 'help',
  pages: { tutorials: () => import('./components/tutorials.page') },
  namespaces: [{ name: 'help', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
