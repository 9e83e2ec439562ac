import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Financial management: budgets, expenses and their approval, budget against actual, the accountant's export; and one's own expenses. */
export const financeFeature: FeatureManifest = {
  name: 'finance',
  pages: {
    'financial-management': () => import('./components/financial-management.page'),
    'my-expenses': () => import('./components/my-expenses.page'),
  },
  // English bundled: the sidebar and palette name the pages before they are opened.
  namespaces: [{ name: 'finance', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
