import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** Vendors: the directory and Book This Vendor, the bookings list, and the vendor's own portal. */
export const vendorsFeature: FeatureManifest = {
  name: 'vendors',
  pages: {
    vendors: () => import('./components/vendors.page'),
    'vendor-bookings': () => import('./components/vendor-bookings.page'),
    'vendor-portal': () => import('./components/vendor-portal.page'),
  },
  // English bundled: the sidebar and palette name the pages before they are opened.
  namespaces: [{ name: 'vendors', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
