import { withNamespaces } from '../../shared/i18n';
import type { FeatureManifest } from '../../shared/routing';

// The create and edit paths show one editor: one loader, so one chunk (the sermons feature's, with who is signed in).
const sermonEditor = withNamespaces(['sermons'], () => import('./sermon-editor.route'));

/**
 * The app's own pages: home, Executive Tools, the admin sign-in while signed in, pages composed
 * of several features (the admin dashboard), and the areas a later issue builds (./areas: their
 * title and an honest empty state until their feature exists, when the line moves to its manifest).
 */
export const APP_PAGES: FeatureManifest = {
  name: 'app',
  pages: {
    home: () => import('./home.page'),
    executive: () => import('./executive-tools.page'),
    'strategic-insights': () => import('./areas/strategic-insights.page'),
    // Composed of the attendance, members, care and engagement features' parts: their words come with it.
    'congregation-care': withNamespaces(['attendance', 'members', 'care', 'engagement'], () => import('./congregation-care.route')),
    // A member's profile with other features' sections, each lazy with its own words; the page's own come with it.
    member: withNamespaces(['members', 'households'], () => import('./member-profile.route')),
    // A member's gifts with the pledges, recurring gifts and statements of their own features, each lazy with its words.
    // The livestream page with the community chat's livestream channel beside it (hls.js comes with this chunk).
    livestream: withNamespaces(['livestream'], () => import('./livestream.route')),
    'my-giving': withNamespaces(['giving'], () => import('./my-giving.route')),
    'sermon-new': sermonEditor,
    'sermon-edit': sermonEditor,
    'sermon-ai-creator': () => import('./areas/sermon-ai-creator.page'),
    'sermon-recommendations': () => import('./areas/sermon-recommendations.page'),
    'bible-ai': () => import('./areas/bible-ai.page'),
    // Composed of the admin and security features' cards: their words come with it.
    'admin-dashboard': withNamespaces(['admin', 'security'], () => import('./admin-dashboard.route')),
    'data-management': () => import('./areas/data-management.page'),
    // Signed in at /admin/login: an administrator goes on to the dashboard; anyone else is told no.
    'admin-login': () => import('./admin-login-redirect.page'),
  },
};
