import { i18next, registerNamespaces } from '../../shared/i18n';
import { FEATURES } from '../features';

const NAMESPACES = FEATURES.flatMap((feature) => feature.namespaces ?? []);

/** Every feature's namespace, by name. */
export const FEATURE_NAMESPACES = NAMESPACES.map((namespace) => namespace.name);

/** Every feature's namespaces: the bundled English at once (the interface must be started), the rest when a page asks. */
export function registerFeatureTranslations(): void {
  registerNamespaces(NAMESPACES);
}

/**
 * Registers every feature's namespaces and waits for those with bundled English in the
 * interface's language, so the signed-in app's first render has its words (English is at hand;
 * another language is fetched). The others come with the pages that speak from them.
 */
export async function loadFeatureTranslations(): Promise<void> {
  registerFeatureTranslations();
  await i18next.loadNamespaces(NAMESPACES.filter((namespace) => namespace.english).map((namespace) => namespace.name));
}
