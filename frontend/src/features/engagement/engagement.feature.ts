import type { FeatureManifest } from '../../shared/routing';

/** Engagement: the Congregation Care page's Engagement tab (composed by the app; no page of its own). */
export const engagementFeature: FeatureManifest = {
  name: 'engagement',
  namespaces: [{ name: 'engagement', load: (language) => import(`./locales/${language}.json`) }],
};
