import { Inject, Injectable } from '@nestjs/common';
import type { NotificationList } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import type { InboxCommand } from '../domain/inbox.decider';
import { inboxDecider } from '../domain/inbox.decider';
import { inboxStream } from '../domain/inbox.events';
import { NotificationQueries } from '../queries/notification-queries.service';

/** An owner's change to their centre answers the centre as it now is. */
export interface InboxChanged extends CommandDone {
  centre: NotificationList;
}

/** Concurrent writers to one inbox (a delivery while its owner marks things read) decide again. */
export const INBOX_RETRIES = 5;

/** Changes an owner's own centre, answers it as it now is, and tells their other tabs to fetch it again. */
@Injectable()
export class InboxChanges {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly queries: NotificationQueries,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(command: Extract<InboxCommand, { type: 'MarkRead' | 'Dismiss' | 'Clear' }>, actor: CommandActor): Promise<InboxChanged> {
    const { userId } = command;
    const outcome = await this.executor.execute(inboxStream(userId), inboxDecider, command, { actorId: actorIdOf(actor), retries: INBOX_RETRIES });
    // The answer is the centre read from the read model (titles, messages, the unread count): it must show this change.
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    const centre = await this.queries.list(userId);
    if (outcome.position !== null) this.realtime.toUser(userId, 'notifications:changed', { unreadCount: centre.unreadCount });
    return { id: userId, revision: outcome.revision, position: outcome.position, centre };
  }
}
