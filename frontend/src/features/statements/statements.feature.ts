import type { FeatureManifest } from '../../shared/routing';

/** Year-end giving statements: issued by the finance role, one donor or all (a job with progress), read by auditors and by each donor. */
export const statementsFeature: FeatureManifest = {
  name: 'statements',
  pages: {
    statements: () => import('./components/statements.page'),
  },
  namespaces: [{ name: 'statements', load: (language) => import(`./locales/${language}.json`) }],
};
