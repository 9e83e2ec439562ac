import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Messaging: the SMS manager (compose to an audience, follow each send). */
export const messagingFeature: FeatureManifest = {
  name: 'messaging',
  pages: {
    'sms-manager': () => import('./components/sms-manager.page'),
  },
  namespaces: [{ name: 'messaging', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
