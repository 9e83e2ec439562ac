/** Sermons' public face: the module, the commands the demo church seeds its archive with, which recordings published sermons play, and the reactor that drafts a sermon from each (replayed by the livestream's spec). */
export { SermonsModule } from './sermons.module';
export { SermonRecordings } from './recordings/sermon-recordings.service';
export { RecordingSermonReactor } from './recordings/recording-sermon.reactor';
export { DraftSermonCommand } from './commands/draft-sermon/draft-sermon.command';
export { PublishSermonCommand } from './commands/publish-sermon/publish-sermon.command';
