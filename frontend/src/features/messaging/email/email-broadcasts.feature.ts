import type { FeatureManifest } from '../../../shared/routing';
import en from './locales/en.json';

/** Email broadcasts: compose to an audience with its count, merge fields and a preview; send now or later; follow each email. */
export const emailBroadcastsFeature: FeatureManifest = {
  name: 'email-broadcasts',
  pages: {
    'email-broadcasts': () => import('./components/email-broadcasts.page'),
  },
  // English bundled: the sidebar and palette name the page before it is opened.
  namespaces: [{ name: 'email-broadcasts', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
