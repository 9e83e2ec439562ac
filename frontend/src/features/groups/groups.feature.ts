import type { FeatureManifest } from '../../shared/routing';

/** Study groups: the list, a group's page with its roster and meetings. */
export const groupsFeature: FeatureManifest = {
  name: 'groups',
  pages: {
    'study-groups': () => import('./components/study-groups.page'),
    'study-group': () => import('./components/study-group.page'),
  },
  namespaces: [{ name: 'groups', load: (language) => import(`./locales/${language}.json`) }],
};
