/** Sermons' public face: the module and the commands the demo church seeds its archive with. */
export { SermonsModule } from './sermons.module';
export { DraftSermonCommand } from './commands/draft-sermon/draft-sermon.command';
export { PublishSermonCommand } from './commands/publish-sermon/publish-sermon.command';
