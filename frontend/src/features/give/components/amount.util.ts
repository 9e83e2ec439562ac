import { minorDigitsOf } from '@koinonia/contracts';

/**
 * What a giver typed (`25`, `25.50`, `25,5`) in minor units of `currency`, or null when it is not an
 * amount: read as text, digit by digit, never through a floating-point number.
 */
export function toMinor(text: string, currency: string): number | null {
  const digits = minorDigitsOf(currency);
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}
