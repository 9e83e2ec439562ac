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
    'member-self-updates': () => import('./components/self-updates.page'),
  },
  namespaces: [
    { name: 'members', english: en, load: (language) => import(`./locales/${language}.json`) },
    // Households' words come with the members' pages (not bundled: the signed-in home does not need them).
    { name: 'households', load: (language) => import(`./households/locales/${language}.json`) },
    // Members' own changes: the My details card and the staff's Self-Updates page.
    { name: 'self-updates', load: (language) => import(`./self-updates/locales/${language}.json`) },
  ],
};
