/** The content context's public face: sermons (and, as they arrive, uploads, the media library and the livestream). */
export { SermonsModule, DraftSermonCommand, PublishSermonCommand } from './sermons';
