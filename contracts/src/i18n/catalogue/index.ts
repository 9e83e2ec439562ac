import { ERROR_CATALOGUE, type ToastTitle } from '../../errors/error-catalogue.constant';
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes.constant';
import { VALIDATION_MESSAGES } from '../../errors/validation-messages.constant';
import type { ApiErrorBody } from '../../errors/api-error.type';
import type { Language } from '../languages.constant';
import { ar } from './ar';
import type { CatalogueTranslation, ValidationKey } from './catalogue-translation.type';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ko } from './ko';
import { pt } from './pt';
import { sw } from './sw';
import { zh } from './zh';

export type { CatalogueTranslation, ValidationKey } from './catalogue-translation.type';

const en: CatalogueTranslation = {
  errors: Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].message])) as Record<ErrorCode, string>,
  validation: { ...VALIDATION_MESSAGES },
  toastTitles: Object.fromEntries(Object.values(ERROR_CATALOGUE).map((entry) => [entry.toastTitle, entry.toastTitle])) as Record<ToastTitle, string>,
};

/** The error catalogue in every interface language (English is the catalogue itself). */
export const CATALOGUE_TRANSLATIONS: Record<Language, CatalogueTranslation> = { en, es, fr, de, pt, zh, ar, hi, sw, ko };

const VALIDATION_KEY_BY_MESSAGE = new Map<string, ValidationKey>(Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationKey]));

/** A code's message in `language`; a code the catalogue does not know reads as UNKNOWN_ERROR. */
export function localizedErrorMessage(code: string, language: Language): string {
  const errors = CATALOGUE_TRANSLATIONS[language].errors as Record<string, string | undefined>;
  return errors[code] ?? CATALOGUE_TRANSLATIONS[language].errors.UNKNOWN_ERROR;
}

export function localizedToastTitle(code: string, language: Language): string {
  const entry = (ERROR_CATALOGUE as Record<string, (typeof ERROR_CATALOGUE)[ErrorCode] | undefined>)[code] ?? ERROR_CATALOGUE.UNKNOWN_ERROR;
  return CATALOGUE_TRANSLATIONS[language].toastTitles[entry.toastTitle];
}

/** A validation message (given in English, as DTOs carry it) in `language`; other text is left as it is. */
export function localizedValidationMessage(message: string, language: Language): string {
  const key = VALIDATION_KEY_BY_MESSAGE.get(message);
  return key ? CATALOGUE_TRANSLATIONS[language].validation[key] : message;
}

/** An API error body in `language`: its message and the messages of its bad fields and reason. */
export function localizeErrorBody(body: ApiErrorBody, language: Language): ApiErrorBody {
  if (language === 'en') return body;
  const localized: ApiErrorBody = { ...body, message: localizedErrorMessage(body.code, language) };
  if (body.details) {
    const details = { ...body.details };
    if (details.fields) details.fields = details.fields.map((field) => ({ ...field, message: localizedValidationMessage(field.message, language) }));
    if (typeof details.reason === 'string') details.reason = localizedValidationMessage(details.reason, language);
    localized.details = details;
  }
  return localized;
}
