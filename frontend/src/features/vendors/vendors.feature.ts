import type { FeatureManifest } from '../../shared/routing';

/** Vendors: the directory and Book This Vendor, the bookings list, and the vendor's own portal. */
export const vendorsFeature: FeatureManifest = {
  name: 'vendors',
  pages: {
    vendors: () => import('./components/vendors.page'),
    'vendor-bookings': () => import('./components/vendor-bookings.page'),
    'vendor-portal': () => import('./components/vendor-portal.page'),
  },
  // English fetched with the pages, as the other languages (the sidebar and palette name them from the shell's words).
  namespaces: [{ name: 'vendors', load: (language) => import(`./locales/${language}.json`) }],
};
