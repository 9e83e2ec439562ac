import { registerNamespaces, withNamespaces } from '../../shared/i18n';
import type { FeatureManifest } from '../../shared/routing';

// The email link's page is one chunk, signed in or out.
const answerPage = () => import('./components/volunteer-answer.page');

/** Volunteers: one's own schedule, blockouts and sign-ups; the leaders' rota, teams and fill rate; the page an email link opens. */
export const volunteersFeature: FeatureManifest = {
  name: 'volunteers',
  pages: {
    volunteers: () => import('./components/my-volunteering.page'),
    'volunteer-management': () => import('./components/volunteer-management.page'),
    'volunteer-answer': answerPage,
  },
  namespaces: [{ name: 'volunteers', load: (language) => import(`./locales/${language}.json`) }],
};

/** The email link's page signed out, where the signed-in app (and its words) is not loaded: it brings its own words. */
export function loadSignedOutAnswerPage() {
  registerNamespaces(volunteersFeature.namespaces ?? []);
  return withNamespaces(['volunteers'], answerPage)();
}
