import type { FeatureManifest } from '../../shared/routing';

/** Giving: the donation tracker (gifts, batches, funds, analytics); a member's own giving is composed by the app (my-giving.route). */
export const givingFeature: FeatureManifest = {
  name: 'giving',
  pages: {
    donations: () => import('./components/donations.page'),
  },
  namespaces: [{ name: 'giving', load: (language) => import(`./locales/${language}.json`) }],
};
