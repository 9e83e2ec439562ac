/** The content context's public face: sermons, uploads, the media library and the livestream, one part each. */
export * from './media';
