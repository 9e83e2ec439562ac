import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { EmailAudience } from '../../audience/email-audience.service';
import { emailBroadcastDecider } from '../../domain/email-broadcast.decider';
import { emailBroadcastStream } from '../../domain/email-broadcast.events';
import { CreateEmailBroadcastCommand } from './create-email-broadcast.command';

@CommandHandler(CreateEmailBroadcastCommand)
export class CreateEmailBroadcastHandler implements ICommandHandler<CreateEmailBroadcastCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly audience: EmailAudience,
  ) {}

  async execute({ broadcastId, draft, actor }: CreateEmailBroadcastCommand): Promise<CommandDone> {
    // The group or event named must exist; an event's title is kept for {eventTitle}.
    const eventTitle = await this.audience.eventTitleOf(draft.audience);
    const outcome = await this.executor.execute(
      emailBroadcastStream(broadcastId),
      emailBroadcastDecider,
      { type: 'CreateEmailBroadcast', broadcastId, ...draft, eventTitle },
      { actorId: actorIdOf(actor) },
    );
    return { id: broadcastId, revision: outcome.revision, position: outcome.position };
  }
}
