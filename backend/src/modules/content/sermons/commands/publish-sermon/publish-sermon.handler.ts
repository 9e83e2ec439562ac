import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { sermonDecider } from '../../domain/sermon.decider';
import { sermonStream } from '../../domain/sermon.events';
import { PublishSermonCommand } from './publish-sermon.command';

@CommandHandler(PublishSermonCommand)
export class PublishSermonHandler implements ICommandHandler<PublishSermonCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ sermonId, publish, actor }: PublishSermonCommand): Promise<CommandDone> {
    const command = publish ? { type: 'PublishSermon' as const, sermonId } : { type: 'UnpublishSermon' as const, sermonId };
    const outcome = await this.executor.execute(sermonStream(sermonId), sermonDecider, command, { actorId: actorIdOf(actor) });
    return { id: sermonId, revision: outcome.revision, position: outcome.position };
  }
}
