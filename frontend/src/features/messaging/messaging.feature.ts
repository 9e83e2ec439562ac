import type { FeatureManifest } from '../../shared/routing';
import { emailBroadcastsFeature } from './email/email-broadcasts.feature';

/** Messaging: the SMS manager (compose to an audience, follow each send) and email broadcasts (email/, with its own pages and words). */
export const messagingFeature: FeatureManifest = {
  name: 'messaging',
  pages: {
    'sms-manager': () => import('./components/sms-manager.page'),
    ...emailBroadcastsFeature.pages,
  },
  // English fetched with the pages, as the other languages (the sidebar and palette name them from the shell's words).
  namespaces: [{ name: 'messaging', load: (language) => import(`./locales/${language}.json`) }, ...(emailBroadcastsFeature.namespaces ?? [])],
};
