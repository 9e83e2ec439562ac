import type { i18n as I18n } from 'i18next';
import { initI18n, registerNamespaces } from '../shared/i18n';
import { FEATURES } from './features';

/** Starts the interface's translations with every feature's namespaces (and the shared ones). */
export function initTranslations(language?: string): I18n {
  registerNamespaces(FEATURES.flatMap((feature) => feature.namespaces ?? []));
  return initI18n(language);
}
