import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Study groups: the list, a group's page with its roster and meetings. */
export const groupsFeature: FeatureManifest = {
  name: 'groups',
  pages: {
    'study-groups': () => import('./components/study-groups.page'),
    'study-group': () => import('./components/study-group.page'),
  },
  namespaces: [{ name: 'groups', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
