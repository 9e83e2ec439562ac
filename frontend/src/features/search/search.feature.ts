import type { FeatureManifest } from '../../shared/routing';

/** Record search for the command palette: no page and no words of its own (the palette is the app's). */
export const searchFeature: FeatureManifest = { name: 'search' };
