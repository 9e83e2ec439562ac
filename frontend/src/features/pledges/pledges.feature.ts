import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Campaigns and pledges: goal, pledged and given with progress per campaign and per pledger; a member's own pledges. */
export const pledgesFeature: FeatureManifest = {
  name: 'pledges',
  pages: {
    campaigns: () => import('./components/campaigns.page'),
  },
  // English bundled: the page's title and palette keywords are in this namespace (`labels: 'pledges'`).
  namespaces: [{ name: 'pledges', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
