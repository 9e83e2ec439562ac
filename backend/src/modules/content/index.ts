/** The content context's public face: sermons, uploads and the media library (and the livestream beside it), one part each. */
export { SermonsModule, DraftSermonCommand, PublishSermonCommand, SermonRecordings, RecordingSermonReactor } from './sermons';
export * from './media';
