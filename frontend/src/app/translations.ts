import type { i18n as I18n } from 'i18next';
import { authFeature } from '../features/auth/auth.feature';
import { initI18n, registerNamespaces } from '../shared/i18n';

/**
 * Starts the interface's translations with what the signed-out screens say: the shared
 * namespaces and auth's. The signed-in app brings the other features' with its own code
 * (`signed-in/feature-translations.ts`), so the landing and sign-in pages carry none of them.
 */
export function initTranslations(language?: string): I18n {
  registerNamespaces(authFeature.namespaces ?? []);
  return initI18n(language);
}
