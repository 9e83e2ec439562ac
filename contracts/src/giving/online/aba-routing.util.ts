/**
 * Whether a US bank routing number (ABA) is well formed: nine digits whose weighted sum
 * 3·d1 + 7·d2 + 1·d3 + 3·d4 + 7·d5 + 1·d6 + 3·d7 + 7·d8 + 1·d9 is a multiple of ten. Checked before
 * the number is sent anywhere, so a slip of the finger is caught here rather than by the bank.
 */
export function isAbaRoutingNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}
