import { formatMoney, minorDigitsOf, type Money } from '@koinonia/contracts';
import { localeOf } from './format.util';

/** An amount in the reader's language, from its minor units (`$1,234.56`, `1.234,56 €`). */
export function moneyText(amount: Money, language: string): string {
  return formatMoney(amount, localeOf(language));
}

/** A short amount for a chart's axis (`$12K`). */
export function compactMoneyText(amount: Money, language: string): string {
  const digits = minorDigitsOf(amount.currency);
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: amount.currency, notation: 'compact' }).format(amount.minor / 10 ** digits);
}

/**
 * What a person typed (`12.50`, `12,5`, `1 234`) as whole minor units, read as text so no
 * floating-point rounding can creep in; null when it is not an amount of this currency.
 */
export function parseMinor(text: string, currency: string): number | null {
  const digits = minorDigitsOf(currency);
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units written back as the plain decimal a person would type (`1250` → `12.50`). */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
