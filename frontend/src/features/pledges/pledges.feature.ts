import type { FeatureManifest } from '../../shared/routing';

/** Campaigns and pledges: goal, pledged and given with progress per campaign and per pledger; a member's own pledges. */
export const pledgesFeature: FeatureManifest = {
  name: 'pledges',
  pages: {
    campaigns: () => import('./components/campaigns.page'),
  },
  namespaces: [{ name: 'pledges', load: (language) => import(`./locales/${language}.json`) }],
};
