import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The livestream: watch LIVE with the viewers counted; the media team's stream key, destinations and recordings. */
export const livestreamFeature: FeatureManifest = {
  name: 'livestream',
  pages: {
    // hls.js comes with the page's own chunk, never the entry's.
    livestream: () => import('./components/livestream.page'),
  },
  namespaces: [{ name: 'livestream', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
