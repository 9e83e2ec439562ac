import type { FeatureManifest } from '../../shared/routing';

/** Giving: the donation tracker (gifts, batches, funds, analytics) and a member's own giving. */
export const givingFeature: FeatureManifest = {
  name: 'giving',
  pages: {
    donations: () => import('./components/donations.page'),
    'my-giving': () => import('./components/my-giving.page'),
  },
  namespaces: [{ name: 'giving', load: (language) => import(`./locales/${language}.json`) }],
};
