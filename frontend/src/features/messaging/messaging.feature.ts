import type { FeatureManifest } from '../../shared/routing';
import { emailBroadcastsFeature } from './email/email-broadcasts.feature';

/** Messaging: email broadcasts (email/, its own pages and words), composed into the context's one manifest. */
export const messagingFeature: FeatureManifest = {
  name: 'messaging',
  pages: { ...emailBroadcastsFeature.pages },
  namespaces: [...(emailBroadcastsFeature.namespaces ?? [])],
};
