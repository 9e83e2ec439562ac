import { CATALOGUE_TRANSLATIONS, ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { initI18n, registerNamespaces, registeredNamespaces, type NamespaceResources } from './i18n';
import { errorMessage, errorTitle, validationMessage } from './translate-error';

/** A feature's namespace as its manifest would bring it: English at hand, other languages on demand. */
function fixtureNamespace(name: string, english: string, spanish: string): NamespaceResources {
  const words = (title: string, one: string, other: string) => ({ default: { title, total_one: one, total_other: other } });
  return {
    name,
    english: words(english, '{{count}} item', '{{count}} items').default,
    load: (language) => (language === 'es' ? Promise.resolve(words(spanish, '{{count}} elemento', '{{count}} elementos')) : Promise.reject(new Error('none'))),
  };
}

const early = fixtureNamespace('early', 'Registered before the start', 'Registrado antes del inicio');
registerNamespaces([early]);

describe('i18n', () => {
  const i18n = initI18n('en');
  const t = i18n.getFixedT('en');

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('speaks English from the bundled namespaces at once: the shared ones and those registered', () => {
    expect(i18n.t('common:notFound.title')).toBe('Page Not Found');
    expect(i18n.t('early:title')).toBe('Registered before the start');
    expect(i18n.t('early:total', { count: 1 })).toBe('1 item');
    expect(i18n.t('early:total', { count: 3 })).toBe('3 items');
    expect(registeredNamespaces().map((namespace) => namespace.name)).toEqual(['common', 'shell', 'palette', 'early']);
  });

  it('takes a namespace registered after the start: English at once, another language through its loader', async () => {
    registerNamespaces([fixtureNamespace('late', 'Registered later', 'Registrado después')]);
    expect(i18n.t('late:title')).toBe('Registered later');
    await i18n.changeLanguage('es');
    expect(i18n.t('late:title')).toBe('Registrado después');
    expect(i18n.t('early:total', { count: 3 })).toBe('3 elementos');
  });

  it('registers a namespace once, and refuses a second one of the same name', () => {
    expect(() => registerNamespaces([early])).not.toThrow();
    expect(() => registerNamespaces([fixtureNamespace('early', 'Other', 'Otro')])).toThrow('Two registrations for the namespace "early"');
  });

  it('takes error and validation words from the contracts catalogue', () => {
    expect(errorMessage(t, 'MEMBER_NOT_FOUND')).toBe(ERROR_CATALOGUE.MEMBER_NOT_FOUND.message);
    expect(errorMessage(t, 'NOT_A_CODE')).toBe(ERROR_CATALOGUE.UNKNOWN_ERROR.message);
    expect(errorTitle(t, 'NETWORK_ERROR')).toBe('Connection Issue');
    expect(validationMessage(t, VALIDATION_MESSAGES.phone)).toBe(VALIDATION_MESSAGES.phone);
  });

  it("shows the catalogue's error words in the chosen language", async () => {
    await i18n.changeLanguage('es');
    const es = i18n.getFixedT('es');
    expect(errorMessage(es, 'MEMBER_NOT_FOUND')).toBe(CATALOGUE_TRANSLATIONS.es.errors.MEMBER_NOT_FOUND);
    expect(errorMessage(es, 'MEMBER_NOT_FOUND')).not.toBe(ERROR_CATALOGUE.MEMBER_NOT_FOUND.message);
    expect(errorTitle(es, 'NETWORK_ERROR')).toBe(CATALOGUE_TRANSLATIONS.es.toastTitles['Connection Issue']);
    expect(validationMessage(es, VALIDATION_MESSAGES.email)).toBe(CATALOGUE_TRANSLATIONS.es.validation.email);
  });

  // Hebrew: right-to-left like Arabic, but without locale files (Arabic has its own now).
  it('falls back to English for a language without files, and turns the page right-to-left for a right-to-left one', async () => {
    await i18n.changeLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    expect(i18n.t('common:notFound.title')).toBe('Page Not Found');

    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
