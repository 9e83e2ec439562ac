import { minorDigitsOf, type Money } from '@koinonia/contracts';

/**
 * What a person typed in major units ("1200.50", "1200,50") as an amount in minor units; null when it is
 * not a number. Rounded to the currency's minor unit once, here: from then on only whole minor units travel.
 */
export function moneyFromInput(text: string, currency: string): Money | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return { minor: Math.round(Number(normalised) * 10 ** minorDigitsOf(currency)), currency };
}
