import type { FeatureManifest } from '../../shared/routing';

/** Event analytics: registrations against capacity, attendance by week and category, and no-shows. */
export const eventAnalyticsFeature: FeatureManifest = {
  name: 'event-analytics',
  pages: {
    'event-analytics': () => import('./components/event-analytics.page'),
  },
  namespaces: [{ name: 'eventAnalytics', load: (language) => import(`./locales/${language}.json`) }],
};
