import type { FeatureManifest } from '../../shared/routing';

/** Events: the list of what is on the calendar, an event's page, and the event forms for those who write the calendar. */
export const eventsFeature: FeatureManifest = {
  name: 'events',
  pages: {
    events: () => import('./components/events.page'),
    event: () => import('./components/event.page'),
  },
  namespaces: [
    { name: 'events', load: (language) => import(`./locales/${language}.json`) },
    { name: 'eventRegistrations', load: (language) => import(`./locales/${language}/registrations.json`) },
  ],
};
