import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A stored phone (E.164) as people read it: in the national format when it is the church's
 * country's, in the international format otherwise. One that does not parse is shown as stored.
 */
export function formatPhone(stored: string, country: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed) return stored;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/** The number a `tel:` link dials: E.164 with its extension, as RFC 3966 writes it. */
export function telHref(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  return parsed ? parsed.getURI() : `tel:${stored.replace(/[^\d+]/g, '')}`;
}
