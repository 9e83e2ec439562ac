/** Sermons' public face: the module, the commands the demo church seeds its archive with, and which recordings published sermons play. */
export { SermonsModule } from './sermons.module';
export { SermonRecordings } from './recordings/sermon-recordings.service';
export { DraftSermonCommand } from './commands/draft-sermon/draft-sermon.command';
export { PublishSermonCommand } from './commands/publish-sermon/publish-sermon.command';
