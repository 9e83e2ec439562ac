import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { inboxDecider } from '../../domain/inbox.decider';
import { inboxStream } from '../../domain/inbox.events';
import { INBOX_RETRIES } from '../inbox-changes.service';
import { SweepInboxCommand, type InboxSwept } from './sweep-inbox.command';

@CommandHandler(SweepInboxCommand)
export class SweepInboxHandler implements ICommandHandler<SweepInboxCommand, InboxSwept> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, now, actor }: SweepInboxCommand): Promise<InboxSwept> {
    const outcome = await this.executor.execute(
      inboxStream(userId),
      inboxDecider,
      { type: 'Sweep', userId },
      { actorId: actorIdOf(actor), retries: INBOX_RETRIES, now },
    );
    return { id: userId, revision: outcome.revision, position: outcome.position, removed: outcome.events.length };
  }
}
