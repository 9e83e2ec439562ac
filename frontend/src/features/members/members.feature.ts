import type { FeatureManifest } from '../../shared/routing';
import overviewEn from './overview-locales/en.json';

/** The member directory and a member's editor (the profile is composed by the app: app/routes/member-profile.route.tsx). */
export const membersFeature: FeatureManifest = {
  name: 'members',
  pages: {
    members: () => import('./components/members.page'),
    'member-edit': () => import('./components/member-edit.page'),
    households: () => import('./households/components/households.page'),
    household: () => import('./households/components/household.page'),
    'member-duplicates': () => import('./households/components/duplicates.page'),
    'member-merge': () => import('./components/member-merge.page'),
    'member-self-updates': () => import('./components/self-updates.page'),
  },
  namespaces: [
    // The home page's member cards: the only members' words the signed-in home needs, so the only ones bundled.
    { name: 'members-overview', english: overviewEn, load: (language) => import(`./overview-locales/${language}.json`) },
    // The directory's, profile's and editor's words come with their pages (and Congregation Care's).
    { name: 'members', load: (language) => import(`./locales/${language}.json`) },
    { name: 'households', load: (language) => import(`./households/locales/${language}.json`) },
    // So are the merge screen's and notices' (only staff merging records read most of them).
    { name: 'memberMerge', load: (language) => import(`./merge/locales/${language}.json`) },
    // Members' own changes: the My details card and the staff's Self-Updates page.
    { name: 'self-updates', load: (language) => import(`./self-updates/locales/${language}.json`) },
  ],
};
