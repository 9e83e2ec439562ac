import { ChangeSermonHandler } from './change-sermon/change-sermon.handler';
import { DraftSermonHandler } from './draft-sermon/draft-sermon.handler';
import { PublishSermonHandler } from './publish-sermon/publish-sermon.handler';

export const SERMON_COMMAND_HANDLERS = [DraftSermonHandler, ChangeSermonHandler, PublishSermonHandler];
