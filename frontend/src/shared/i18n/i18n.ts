import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import authEn from './locales/en/auth.json';
import commonEn from './locales/en/common.json';
import membersEn from './locales/en/members.json';
import adminEn from './locales/en/admin.json';
import usersEn from './locales/en/users.json';
import shellEn from './locales/en/shell.json';
import securityEn from './locales/en/security.json';
import helpEn from './locales/en/help.json';

export const NAMESPACES = ['common', 'auth', 'members', 'admin', 'users', 'shell', 'security', 'help'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Other languages load on demand from `locales/<language>/<namespace>.json`: adding one is adding
 * its files. A language without files falls back to English, then to the key.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(`./locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function preferredLanguage(): string {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage can be blocked (private mode, policies): the browser's language will do.
  }
  return globalThis.navigator?.language || 'en';
}

function applyDirection(instance: I18n, language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = instance.dir(language);
}

let initialised = false;

/** Starts i18next once, synchronously for the bundled English, so the first render has its words. */
export function initI18n(language: string = preferredLanguage()): I18n {
  if (initialised) return i18next;
  initialised = true;
  i18next.on('languageChanged', (lng) => applyDirection(i18next, lng));
  void i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { en: { common: commonEn, auth: authEn, members: membersEn, admin: adminEn, users: usersEn, shell: shellEn, security: securityEn, help: helpEn } },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

export { i18next };
