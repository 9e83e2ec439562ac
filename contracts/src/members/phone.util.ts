/**
 * A phone number people write by hand: digits with spaces, dots, dashes, brackets and one
 * leading plus; 7 to 15 digits in all (E.164 allows 15), optionally an extension (x123).
 */
export function isPlausiblePhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  const match = /^(\+?[\d\s().-]+?)(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.exec(trimmed);
  if (!match) return false;
  const main = match[1];
  if ((main.match(/\+/g) ?? []).length > 1) return false;
  const digits = main.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}
