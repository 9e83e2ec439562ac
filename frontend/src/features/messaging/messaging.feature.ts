import type { FeatureManifest } from '../../shared/routing';
import { emailBroadcastsFeature } from './email/email-broadcasts.feature';
import en from './locales/en.json';

/** Messaging: the SMS manager (compose to an audience, follow each send) and email broadcasts (email/, with its own pages and words). */
export const messagingFeature: FeatureManifest = {
  name: 'messaging',
  pages: {
    'sms-manager': () => import('./components/sms-manager.page'),
    ...emailBroadcastsFeature.pages,
  },
  namespaces: [{ name: 'messaging', english: en, load: (language) => import(`./locales/${language}.json`) }, ...(emailBroadcastsFeature.namespaces ?? [])],
};
