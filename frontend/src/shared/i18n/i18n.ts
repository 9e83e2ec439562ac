import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@koinonia/contracts';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en/common.json';
import shellEn from './locales/en/shell.json';

type Words = Record<string, unknown>;

/**
 * One translation namespace: its English words, bundled so the first render has them, and the
 * other languages, fetched when first needed (`import(\`./locales/${language}.json\`)` next to
 * them, so each is its own chunk). A language without a file falls back to English.
 * A namespace only some pages use leaves `english` out: its English is fetched like the other
 * languages, by `loadNamespaces` before those pages render (see `withNamespaces`).
 */
export interface NamespaceResources {
  name: string;
  english?: Words;
  load: (language: string) => Promise<{ default: Words }>;
}

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The error catalogue's words in `language` (translated once, in contracts, for the API and the
 * interface alike), shaped as `common:errors.<CODE>`, `common:errorTitles.<English title>` and
 * `common:validation.<key>`. Fetched with the language: English needs none of it.
 */
async function catalogueResources(language: string): Promise<Record<string, unknown>> {
  const { CATALOGUE_TRANSLATIONS } = await import('./catalogue');
  const catalogue = CATALOGUE_TRANSLATIONS[toLanguage(language) ?? DEFAULT_LANGUAGE];
  return { errors: { ...catalogue.errors }, errorTitles: { ...catalogue.toastTitles }, validation: { ...catalogue.validation } };
}

/**
 * The namespaces of the shared code: `common` (the error catalogue joins it in each language),
 * `shell` (the signed-in frame, the error screens and the route words of the app's own pages) and
 * `palette` (the pages' search words).
 * Features register theirs through their manifests (`app/features.ts`).
 */
const SHARED_NAMESPACES: readonly NamespaceResources[] = [
  { name: 'common', english: commonEn, load: (language) => import(`./locales/${language}/common.json`) },
  { name: 'shell', english: shellEn, load: (language) => import(`./locales/${language}/shell.json`) },
  // The pages' search words: only the command palette reads them, and it loads them with itself.
  { name: 'palette', load: (language) => import(`./locales/${language}/palette.json`) },
];

const registry = new Map<string, NamespaceResources>(SHARED_NAMESPACES.map((namespace) => [namespace.name, namespace]));
let initialised = false;

/**
 * Adds namespaces to the interface: before `initI18n` they are part of its start; after it, their
 * English is added at once and the current language fetched. A name is registered once.
 */
export function registerNamespaces(namespaces: readonly NamespaceResources[]): void {
  for (const namespace of namespaces) {
    const known = registry.get(namespace.name);
    if (known === namespace) continue;
    if (known) throw new Error(`Two registrations for the namespace "${namespace.name}"`);
    registry.set(namespace.name, namespace);
    if (initialised && namespace.english) {
      i18next.addResourceBundle('en', namespace.name, namespace.english);
      void i18next.loadNamespaces(namespace.name);
    }
  }
}

/** Every namespace registered so far (the locale checks go through all of them). */
export function registeredNamespaces(): NamespaceResources[] {
  return [...registry.values()];
}

/**
 * Other languages come from each namespace's own loader; one missing falls back to English, then
 * to the key. The `common` namespace also gets the error catalogue in that language.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const registered = registry.get(namespace);
    if (!registered) return callback(new Error(`No namespace "${namespace}" is registered`), false);
    const words =
      namespace === 'common'
        ? Promise.all([registered.load(language), catalogueResources(language)]).then(([module, catalogue]) => ({ ...module.default, ...catalogue }))
        : registered.load(language).then((module) => module.default);
    words.then(
      (resources) => callback(null, resources),
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

/** Starts i18next once, synchronously for the bundled English, so the first render has its words. */
export function initI18n(language: string = preferredLanguage()): I18n {
  if (initialised) return i18next;
  initialised = true;
  const bundled = [...registry.values()].flatMap(({ name, english }) => (english ? [{ name, english }] : []));
  i18next.on('languageChanged', (lng) => applyDirection(i18next, lng));
  void i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      load: 'languageOnly',
      ns: bundled.map((namespace) => namespace.name),
      defaultNS: 'common',
      resources: { en: Object.fromEntries(bundled.map((namespace) => [namespace.name, namespace.english])) },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

/**
 * A page loader that also fetches the namespaces its page speaks from (those registered without
 * bundled English), so the page's first render has its words.
 */
export function withNamespaces<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  if (namespaces.length === 0) return load;
  return () => Promise.all([load(), i18next.loadNamespaces([...namespaces])]).then(([page]) => page);
}

export { i18next };
