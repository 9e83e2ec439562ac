import { SetMetadata } from '@nestjs/common';
import type { FeatureFlag } from '@koinonia/contracts';

export const FEATURE = 'koinonia:feature';
export const OPEN_DURING_MAINTENANCE = 'koinonia:open-during-maintenance';

/**
 * The route (or every route of a controller) belongs to an area the organisation can turn off.
 * While the flag is off, the availability guard answers FEATURE_DISABLED to everyone.
 */
export const Feature = (flag: FeatureFlag) => SetMetadata(FEATURE, flag);

/**
 * The route still answers everyone in maintenance mode: what a person needs to sign in and out,
 * and what the front end needs to know it is in maintenance. Everything else answers
 * MAINTENANCE_MODE to anyone who cannot manage settings.
 */
export const OpenDuringMaintenance = () => SetMetadata(OPEN_DURING_MAINTENANCE, true);
