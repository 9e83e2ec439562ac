/**
 * An amount of money: integer minor units (cents, pence; yen have none) of an ISO 4217 currency.
 * Never a floating-point number of major units: 0.1 + 0.2 is not 0.3, and a church's books must add up.
 */
export interface Money {
  minor: number;
  currency: string;
}

let knownCurrencies: ReadonlySet<string> | null = null;

/** The ISO 4217 codes this runtime's Intl knows (and so can format). */
export function isKnownCurrency(code: unknown): code is string {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return typeof code === 'string' && knownCurrencies.has(code);
}

/** How many digits the currency's minor unit has: 2 for USD and EUR, 0 for JPY and KRW, 3 for KWD. */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A sum that stays a safe integer: past 2^53 whole cents would silently round. */
function safe(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of the safe integer range: ${minor}`);
  return minor;
}

function sameCurrency(amounts: readonly Money[], currency: string): void {
  const other = amounts.find((amount) => amount.currency !== currency);
  if (other) throw new RangeError(`Cannot add ${other.currency} to ${currency}`);
}

export const money = (minor: number, currency: string): Money => ({ minor: safe(minor), currency });

/** Two amounts of one currency added; adding different currencies is a mistake, not a conversion. */
export function addMoney(a: Money, b: Money): Money {
  sameCurrency([b], a.currency);
  return money(a.minor + b.minor, a.currency);
}

/** The sum of amounts of one currency (zero of `currency` when there are none). */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  sameCurrency(amounts, currency);
  return money(
    amounts.reduce((total, amount) => safe(total + amount.minor), 0),
    currency,
  );
}

/**
 * A total shared out by weights (e.g. a gift over funds in proportion 2:1) without losing or
 * inventing a cent: each share is rounded down, then the cents left over go one by one to the
 * shares with the largest remainders (ties to the earlier share). The shares always add up to the total.
 */
export function splitMoney(total: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('Nothing to split across');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError('Weights must be non-negative integers');
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) throw new RangeError('Weights must not all be zero');
  const sign = total.minor < 0 ? -1 : 1;
  const whole = Math.abs(total.minor);
  // BigInt keeps whole × weight exact past 2^53.
  const exact = weights.map((weight) => (BigInt(whole) * BigInt(weight)) as bigint);
  const shares = exact.map((product) => Number(product / BigInt(weightSum)));
  const remainders = exact.map((product, index) => ({ index, remainder: Number(product % BigInt(weightSum)) }));
  let left = whole - shares.reduce((a, b) => a + b, 0);
  for (const { index } of [...remainders].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares.map((share) => money(sign * share, total.currency));
}

/** The amount written for a reader of `language`: `$1,234.56`, `1.234,56 €`, `￥1,235`. */
export function formatMoney(amount: Money, language: string): string {
  const digits = minorDigitsOf(amount.currency);
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: amount.currency });
  // Divide only to show: the amount itself stays in minor units.
  return format.format(amount.minor / 10 ** digits);
}
