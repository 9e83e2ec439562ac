import type { FeatureManifest } from '../../shared/routing';

/**
 * Help, tours and tutorials: the Tutorial Center page and the help layer's words. None of its
 * English is bundled (tours, tutorials and FAQs are most of the signed-in app's words): it comes
 * with the help layer, after the first page has shown, and with the Tutorial Center. The header's
 * help button speaks from the shell's namespace.
 */
export const helpFeature: FeatureManifest = {
  name: 'help',
  pages: { tutorials: () => import('./components/tutorials.page') },
  namespaces: [{ name: 'help', load: (language) => import(`./locales/${language}.json`) }],
};
