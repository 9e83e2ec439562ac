import type { StripeConfig } from '../config/app-config';
import type { Payments } from './payments.port';

/**
 * The configured payments provider, or null: online giving is then hidden. Stripe's SDK is loaded
 * only when it is configured.
 */
export async function createPayments(config: StripeConfig | null): Promise<Payments | null> {
  if (!config) return null;
  const { StripePayments } = await import('./stripe-payments.adapter');
  return new StripePayments(config);
}
