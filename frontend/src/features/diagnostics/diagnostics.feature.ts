import type { FeatureManifest } from '../../shared/routing';

/** The administrators' list of client error reports; its words are the shell's (`pages.admin-errors.*`). */
export const diagnosticsFeature: FeatureManifest = {
  name: 'diagnostics',
  pages: { 'admin-errors': () => import('./components/client-errors.page') },
};
