import { CATALOGUE_TRANSLATIONS, DEFAULT_LANGUAGE, toLanguage, type Language } from '@koinonia/contracts';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import authEn from './locales/en/auth.json';
import commonEn from './locales/en/common.json';
import membersEn from './locales/en/members.json';
import adminEn from './locales/en/admin.json';
import usersEn from './locales/en/users.json';
import shellEn from './locales/en/shell.json';
import securityEn from './locales/en/security.json';
import preferencesEn from './locales/en/preferences.json';
import notificationsEn from './locales/en/notifications.json';
import helpEn from './locales/en/help.json';

export const NAMESPACES = ['common', 'auth', 'members', 'admin', 'users', 'shell', 'security', 'preferences', 'notifications', 'help'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The error catalogue's words in `language` (translated once, in contracts, for the API and the
 * interface alike), shaped as `common:errors.<CODE>`, `common:errorTitles.<English title>` and
 * `common:validation.<key>`.
 */
function catalogueResources(language: string): Record<string, unknown> {
  const catalogue = CATALOGUE_TRANSLATIONS[toLanguage(language) ?? DEFAULT_LANGUAGE];
  return { errors: { ...catalogue.errors }, errorTitles: { ...catalogue.toastTitles }, validation: { ...catalogue.validation } };
}

/**
 * Other languages load on demand from `locales/<language>/<namespace>.json`: adding one is adding
 * its files. A language without files falls back to English, then to the key. The `common`
 * namespace also gets the error catalogue in that language.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(`./locales/${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) =>
        callback(null, namespace === 'common' ? { ...module.default, ...catalogueResources(language) } : module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The stored choice, else the browser's language when we speak it, else English. */
export function preferredLanguage(): Language {
  try {
    const stored = toLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage can be blocked (private mode, policies): the browser's language will do.
  }
  return toLanguage(globalThis.navigator?.language) ?? DEFAULT_LANGUAGE;
}

/** The interface language now in use. */
export function currentLanguage(): Language {
  return toLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Switches the whole interface at once (no reload) and remembers the choice in this browser;
 * the document's `lang` and `dir` follow.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the choice lasts for this visit.
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
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
      resources: {
        en: {
          common: commonEn,
          auth: authEn,
          members: membersEn,
          admin: adminEn,
          users: usersEn,
          shell: shellEn,
          security: securityEn,
          preferences: preferencesEn,
          notifications: notificationsEn,
          help: helpEn,
        },
      },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

export { i18next };
