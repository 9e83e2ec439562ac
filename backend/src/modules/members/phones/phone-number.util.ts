import { DEFAULT_CHURCH_COUNTRY } from '@koinonia/contracts';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/**
 * Phones are stored in E.164 (`+16305551273`), with `;ext=204` when the number has an extension.
 * A number written without its country code belongs to the church's country.
 */
export function normalisePhone(raw: string, country: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  if (!parsed || !parsed.isValid()) return null;
  return storedForm(parsed);
}

function storedForm(parsed: PhoneNumber): string {
  return parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number;
}

/**
 * Events recorded before phones were normalised hold what people typed. They were typed while
 * every church's country was the default (the setting did not exist), so they are read with it;
 * one that still does not parse is kept as it was written.
 */
export function phoneFromEvent(recorded: string): string {
  return normalisePhone(recorded, DEFAULT_CHURCH_COUNTRY) ?? recorded;
}

/** The digits a search may match a stored phone by: the whole number with its country code, and the national number. */
export function phoneSearchDigits(stored: string): string[] {
  if (stored === '') return [];
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return [stored.replace(/\D/g, '')].filter(Boolean);
  return [parsed.number.replace(/\D/g, ''), parsed.nationalNumber];
}

/**
 * A search that reads as a phone number (digits with phone punctuation, at least three digits) is
 * matched by its digits alone, so "(630) 555-1273", "630.555.1273" and "+1 630 555 1273" find the
 * same person. Anything else is searched as written.
 */
export function searchTermOf(query: string): string {
  const text = query.trim().toLowerCase();
  if (!/^\+?[\d\s().-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : text;
}
