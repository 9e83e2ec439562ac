import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Giving online: the give page (members, and visitors signed out) and a member's saved payment methods. */
export const giveFeature: FeatureManifest = {
  name: 'give',
  pages: {
    give: () => import('./components/give.page'),
    'member-banking-setup': () => import('./components/member-banking-setup.page'),
  },
  // English bundled: the command palette and breadcrumbs name these pages before either is opened.
  namespaces: [{ name: 'give', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
