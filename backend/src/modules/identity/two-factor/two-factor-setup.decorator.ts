import { SetMetadata } from '@nestjs/common';

export const ALLOWED_DURING_TWO_FACTOR_SETUP = 'koinonia:allowed-during-2fa-setup';

/**
 * A route a signed-in user may call while their role requires two-step verification that they
 * have not set up yet: who am I, and setting it up. Every other route answers TWO_FACTOR_SETUP_REQUIRED.
 */
export const AllowedDuringTwoFactorSetup = () => SetMetadata(ALLOWED_DURING_TWO_FACTOR_SETUP, true);
