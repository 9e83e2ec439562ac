import type { FeatureManifest } from '../../shared/routing';

/** Sermons: the archive with its search and filters, and a sermon with its player, passages and transcript (the editor is composed by the app, with who is signed in). */
export const sermonsFeature: FeatureManifest = {
  name: 'sermons',
  pages: {
    sermons: () => import('./components/sermons.page'),
    sermon: () => import('./components/sermon.page'),
  },
  // English bundled: the pages' own words before they are opened.
  // English fetched with the page, as the other languages (no sidebar or palette words of its own).
  namespaces: [{ name: 'sermons', load: (language) => import(`./locales/${language}.json`) }],
};
