import type { FeatureManifest } from '../../shared/routing';

/** Attendance: the Congregation Care page's Attendance tab and Record Attendance form, and the check-in kiosk. */
export const attendanceFeature: FeatureManifest = {
  name: 'attendance',
  pages: {
    'check-in': () => import('./components/check-in-kiosk.page'),
  },
  namespaces: [{ name: 'attendance', load: (language) => import(`./locales/${language}.json`) }],
};
