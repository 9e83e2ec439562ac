import { ERROR_CATALOGUE } from '../errors/error-catalogue.constant';
import { ERROR_CODES } from '../errors/error-codes.constant';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { CATALOGUE_TRANSLATIONS, localizeErrorBody, localizedErrorMessage, localizedToastTitle, localizedValidationMessage } from './catalogue';
import { LANGUAGES, negotiateLanguage, toLanguage } from './languages.constant';

describe('the error catalogue in ten languages', () => {
  const english = CATALOGUE_TRANSLATIONS.en;

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has every code, validation message and toast title in %s, translated', (language) => {
    const translation = CATALOGUE_TRANSLATIONS[language];
    for (const code of ERROR_CODES) {
      expect({ code, text: translation.errors[code]?.length > 5 }).toEqual({ code, text: true });
      // AUTHORIZATION reads as UNKNOWN_ERROR in every language, as the specification says.
      if (code !== 'AUTHORIZATION') expect({ code, same: translation.errors[code] === english.errors[code] }).toEqual({ code, same: false });
    }
    expect(translation.errors.AUTHORIZATION).toBe(translation.errors.UNKNOWN_ERROR);
    for (const key of Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[]) {
      expect({ key, same: translation.validation[key] === english.validation[key] }).toEqual({ key, same: false });
    }
    for (const title of Object.keys(english.toastTitles) as (keyof typeof english.toastTitles)[]) {
      expect({ title, same: translation.toastTitles[title] === title }).toEqual({ title, same: false });
    }
  });

  it('keeps English as the catalogue itself', () => {
    expect(localizedErrorMessage('MEMBER_NOT_FOUND', 'en')).toBe(ERROR_CATALOGUE.MEMBER_NOT_FOUND.message);
    expect(localizedToastTitle('NETWORK_ERROR', 'en')).toBe('Connection Issue');
    expect(localizedValidationMessage(VALIDATION_MESSAGES.email, 'en')).toBe(VALIDATION_MESSAGES.email);
  });

  it('reads an unknown code as UNKNOWN_ERROR and leaves text that is not a catalogue message alone', () => {
    expect(localizedErrorMessage('NO_SUCH_CODE', 'fr')).toBe(CATALOGUE_TRANSLATIONS.fr.errors.UNKNOWN_ERROR);
    expect(localizedToastTitle('NO_SUCH_CODE', 'de')).toBe('Etwas ist schiefgelaufen');
    expect(localizedValidationMessage('Free text', 'es')).toBe('Free text');
  });

  it('translates an API error body, its field messages and its reason', () => {
    const body = {
      code: 'VALIDATION_ERROR' as const,
      message: ERROR_CATALOGUE.VALIDATION_ERROR.message,
      details: { fields: [{ field: 'email', message: VALIDATION_MESSAGES.email }], reason: VALIDATION_MESSAGES.malformed },
    };
    expect(localizeErrorBody(body, 'es')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Revise la información que ha introducido e inténtelo de nuevo.',
      details: {
        fields: [{ field: 'email', message: 'Introduzca un correo electrónico válido.' }],
        reason: 'No se pudo leer la solicitud. Inténtelo de nuevo.',
      },
    });
    expect(localizeErrorBody(body, 'en')).toBe(body);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.5', 'fr'],
    ['en;q=0.4, ar-EG;q=0.8', 'ar'],
    ['zh-Hans-CN', 'zh'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['ja-JP,ja;q=0.9', 'en'],
    ['sw;q=0, ko', 'ko'],
    ['de;q=abc', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('picks a language we speak from %p', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('maps a tag to its language', () => {
    expect(toLanguage('HI-in')).toBe('hi');
    expect(toLanguage('xx')).toBeNull();
  });
});
