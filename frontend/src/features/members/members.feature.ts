import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The member directory, a member's profile and its editor. */
export const membersFeature: FeatureManifest = {
  name: 'members',
  pages: {
    members: () => import('./components/members.page'),
    member: () => import('./components/member-profile.page'),
    'member-edit': () => import('./components/member-edit.page'),
    households: () => import('./households/components/households.page'),
    household: () => import('./households/components/household.page'),
    'member-duplicates': () => import('./households/components/duplicates.page'),
    'member-merge': () => import('./components/member-merge.page'),
  },
  namespaces: [
    { name: 'members', english: en, load: (language) => import(`./locales/${language}.json`) },
    // Households' words come with the members' pages (not bundled: the signed-in home does not need them).
    { name: 'households', load: (language) => import(`./households/locales/${language}.json`) },
    // So are the merge screen's and notices' (only staff merging records read most of them).
    { name: 'memberMerge', load: (language) => import(`./merge/locales/${language}.json`) },
  ],
};
