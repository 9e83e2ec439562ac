import type { FeatureManifest } from '../../shared/routing';

/** Community chat: channels with unread counts, live history, an offline-first composer. */
export const chatFeature: FeatureManifest = {
  name: 'chat',
  pages: {
    'community-chat': () => import('./components/community-chat.page'),
  },
  // English fetched with the page, as the other languages (the sidebar names it from the shell's words).
  namespaces: [{ name: 'chat', load: (language) => import(`./locales/${language}.json`) }],
};
