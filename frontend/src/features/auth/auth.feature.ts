import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Signing in and one's own account. The signed-out screens are the app's router's own (they have no route data). */
export const authFeature: FeatureManifest = {
  name: 'auth',
  pages: {
    'account-security': () => import('./components/account-security.page'),
    'accept-invite': () => import('./components/signed-in-link.route'),
    'unlock-account': () => import('./components/unlock-account.route'),
  },
  namespaces: [{ name: 'auth', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
