import type { Language, Money } from '@koinonia/contracts';

/**
 * The standard PDF fonts write Windows-1252 only: Latin letters, the euro, pound and yen signs. An
 * amount or date is written in the donor's language with Latin digits (`-u-nu-latn`), and where
 * the language's own form still needs another script (a Hindi month, the won sign) the form
 * every reader can read is used instead: the currency's code, the ISO date.
 */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const printable = (text: string) => [...text].every((c) => c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c));
/** Intl's narrow no-break space and direction marks, which the fonts lack, as a space and nothing. */
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** Intl's formatters are slow to build and a run formats tens of thousands of amounts: one per language, currency and form. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatterOf<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}
const numberFormat = (language: Language, currency: string, currencyDisplay: 'symbol' | 'code') =>
  formatterOf(
    `${language}|${currency}|${currencyDisplay}`,
    () => new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'currency', currency, currencyDisplay }),
  );

/** The currency's minor digits (2 for USD, 0 for KRW), once per currency. */
const minorDigits = new Map<string, number>();
function minorDigitsOf(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) minorDigits.set(currency, (digits = numberFormat('en', currency, 'code').resolvedOptions().maximumFractionDigits ?? 2));
  return digits;
}

export function pdfMoney(amount: Money, language: Language): string {
  const value = amount.minor / 10 ** minorDigitsOf(amount.currency);
  const symbol = plain(numberFormat(language, amount.currency, 'symbol').format(value));
  if (printable(symbol)) return symbol;
  return plain(numberFormat(language, amount.currency, 'code').format(value));
}

/** A calendar date (`2026-03-08`) in the donor's language, or as it is when that language's form needs another script. */
export function pdfDate(date: string, language: Language): string {
  const format = formatterOf(`${language}|date`, () => new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'UTC' }));
  const written = plain(format.format(new Date(`${date}T00:00:00Z`)));
  return printable(written) ? written : date;
}

/** Text from the books (a name, an address) with what the fonts cannot write shown as `?`, never as garbage. */
export function pdfText(text: string): string {
  return [...plain(text)].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');
}
