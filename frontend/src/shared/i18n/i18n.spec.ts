import { CATALOGUE_TRANSLATIONS, ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { initI18n } from './i18n';
import { errorMessage, errorTitle, validationMessage } from './translate-error';

describe('i18n', () => {
  const i18n = initI18n('en');
  const t = i18n.getFixedT('en');

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('speaks English from the bundled namespaces at once', () => {
    expect(i18n.t('members:directory.title')).toBe('Member Directory');
    expect(i18n.t('auth:signIn.submit')).toBe('Sign in');
    expect(i18n.t('members:directory.total', { count: 1 })).toBe('1 member');
    expect(i18n.t('members:directory.total', { count: 3 })).toBe('3 members');
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
