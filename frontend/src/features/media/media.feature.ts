import type { FeatureManifest } from '../../shared/routing';
import en from './locales/en.json';

/** The upload center (resumable uploads) and the media library (files, thumbnails, metadata, tags, where each is used). */
export const mediaFeature: FeatureManifest = {
  name: 'media',
  pages: {
    'upload-center': () => import('./components/upload-center.page'),
    'media-library': () => import('./components/media-library.page'),
  },
  // English bundled: the sidebar and palette name the pages before they are opened.
  namespaces: [{ name: 'media', english: en, load: (language) => import(`./locales/${language}.json`) }],
};
