import type { FeatureManifest } from '../../shared/routing';

/** The calendar: the church's events by month, week, day or as an agenda, live as they change. */
export const calendarFeature: FeatureManifest = {
  name: 'calendar',
  pages: {
    calendar: () => import('./components/calendar.page'),
  },
  namespaces: [{ name: 'calendar', load: (language) => import(`./locales/${language}.json`) }],
};
