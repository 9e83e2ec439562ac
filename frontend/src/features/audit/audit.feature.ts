import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The audit: the books as of any instant, a gift's trail with its exports, and the reconciliation report. */
export const auditFeature: FeatureManifest = {
  name: 'audit',
  pages: {
    audit: () => import('./components/audit.page'),
  },
  // English bundled: the sidebar and palette name the page before it is opened.
  namespaces: [{ name: 'audit', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
