import type { FeatureManifest } from '../../../shared/routing';

/** Email broadcasts: compose to an audience with its count, merge fields and a preview; send now or later; follow each email. */
export const emailBroadcastsFeature: FeatureManifest = {
  name: 'email-broadcasts',
  pages: {
    'email-broadcasts': () => import('./components/email-broadcasts.page'),
  },
  // English fetched with the page, as the other languages (the sidebar and palette name it from the shell's words).
  namespaces: [{ name: 'email-broadcasts', load: (language) => import(`./locales/${language}.json`) }],
};
