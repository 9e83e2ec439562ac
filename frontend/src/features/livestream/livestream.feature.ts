import { registerNamespaces, withNamespaces } from '../../shared/i18n';
import type { FeatureManifest } from '../../shared/routing';

/** The livestream: watch LIVE with the viewers counted; the media team's stream key, destinations and recordings. */
export const livestreamFeature: FeatureManifest = {
  name: 'livestream',
  // `/livestream` itself is composed by the app (app/routes/livestream.route.tsx), with the chat's panel beside it.
  // English fetched with the page, as the other languages (no sidebar or palette words of its own).
  namespaces: [{ name: 'livestream', load: (language) => import(`./locales/${language}.json`) }],
};

/** `/watch` signed out, where the signed-in app (and its words) is not loaded: it brings its own words. */
export function loadPublicWatchPage() {
  registerNamespaces(livestreamFeature.namespaces ?? []);
  return withNamespaces(['livestream'], () => import('./components/public-watch.page'))();
}
