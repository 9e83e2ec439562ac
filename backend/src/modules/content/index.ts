/** The content context's public face: sermons, uploads and the media library (and the livestream beside it), one part each. */
export { SermonsModule, DraftSermonCommand, PublishSermonCommand } from './sermons';
export * from './media';
