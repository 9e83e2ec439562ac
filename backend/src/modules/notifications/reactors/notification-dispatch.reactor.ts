import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { reaches, stillDeliverable } from '@koinonia/contracts';
import { SCHEMA_VERSION } from '../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../platform/config/app-config';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { APP_CONFIG, EVENT_STORE } from '../../../platform/platform.tokens';
import { USER_DIRECTORY, type DirectoryAccount, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import { OutputStreamCheckpoint } from '../../../platform/reactors/output-stream-checkpoint';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { PreferencesService } from '../../preferences';
import { NotificationSources } from '../../../platform/notifications/notification-sources.registry';
import type { SourceFacts } from '../../../platform/notifications/notification-source.type';
import { recipientsOf } from '../domain/notification-audience';
import { notificationIdFor } from '../notification-id.util';
import { NotificationsService } from '../notifications.service';

/** One event per source handled: the dispatcher's own checkpoint, in the event store. */
export const DISPATCH_STREAM = 'notificationdispatch-main';
export const NOTIFICATIONS_DISPATCHED = 'NotificationsDispatched';

interface Dispatched {
  sourceEventId: string;
  sourceType: string;
  /** Decimal string: positions may exceed what a JS number holds exactly. */
  sourcePosition: string;
  delivered: number;
}

/**
 * Turns events into notifications (each module registers the sources of its own events: see
 * ContextModule): delivers to each recipient whose preferences let the category through, and
 * pushes it to their open tabs.
 *
 * At most once per source and recipient, across restarts and instances: a notification's id is
 * worked out from the source event and the user, and the inbox takes an id once. A
 * `NotificationsDispatched` event after each source, in a stream of its own, is the checkpoint a
 * restart resumes from (OutputStreamCheckpoint).
 */
@Injectable()
export class NotificationDispatchReactor implements Reactor {
  readonly name = 'notification-dispatch';
  readonly checkpoint: OutputStreamCheckpoint;
  private readonly logger = new Logger('NotificationDispatch');

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly preferences: PreferencesService,
    private readonly sources: NotificationSources,
  ) {
    this.checkpoint = new OutputStreamCheckpoint(eventStore, DISPATCH_STREAM, {
      sourcePositionOf: (output) => BigInt((output.data as unknown as Dispatched).sourcePosition),
    });
  }

  handles(event: RecordedEvent): boolean {
    return this.sources.of(event.type) !== undefined;
  }

  async handle(event: RecordedEvent): Promise<void> {
    const source = this.sources.of(event.type);
    if (!source) return;
    if (!stillDeliverable(source.priorityOf(event), event.metadata.occurredAt, Date.now())) return;

    // Recipients and names come from the read side: let it take in everything up to this event.
    await this.runner.waitFor(event.position, this.config.consistencyWaitMs);
    const users = await this.directory.accounts();
    const outcome = source.notificationFor(event, { subject: this.subjectOf(event, users) });
    if (!outcome) return;

    const delivered: Array<{ userId: string; notificationId: string; live: boolean }> = [];
    let last: bigint | null = null;
    const candidates = users.map((u) => ({ id: u.id, roles: u.roles, active: u.active, memberId: u.memberId }));
    for (const userId of recipientsOf(outcome.audience, candidates)) {
      const preferences = await this.preferences.get(userId);
      if (!reaches(outcome.draft.category, preferences.notifications)) continue;
      const notificationId = notificationIdFor(event.id, userId);
      const position = await this.notifications.deliver(userId, { ...outcome.draft, notificationId }, event.metadata.actorId);
      if (position === null) continue;
      last = position;
      delivered.push({ userId, notificationId, live: preferences.notifications.pushNotifications });
    }

    if (last !== null) await this.runner.waitFor(last, this.config.consistencyWaitMs);
    await this.push(delivered);
    await this.record(event, delivered.length);
  }

  private subjectOf(event: RecordedEvent, users: DirectoryAccount[]): SourceFacts['subject'] {
    const userId = (event.data as { userId?: unknown }).userId;
    const user = typeof userId === 'string' ? users.find((u) => u.id === userId) : undefined;
    return user ? { displayName: user.displayName, email: user.email } : null;
  }

  /** Live to each recipient's open tabs (when their push preference is on); the centre has it either way. */
  private async push(delivered: Array<{ userId: string; notificationId: string; live: boolean }>): Promise<void> {
    const live = delivered.filter((d) => d.live);
    try {
      const views = new Map((await this.notifications.views(live.map((d) => d.notificationId))).map((v) => [v.id, v]));
      for (const { userId, notificationId } of live) {
        const view = views.get(notificationId);
        if (view) this.realtime.toUser(userId, 'notification:new', view);
      }
    } catch (error) {
      // Delivered all the same: an open centre finds it on its next fetch.
      this.logger.warn(`Could not push notifications live: ${String(error)}`);
    }
  }

  /** The checkpoint: another instance that dispatched this source first is met here, and this one stands back. */
  private async record(source: RecordedEvent, delivered: number): Promise<void> {
    const data: Dispatched = { sourceEventId: source.id, sourceType: source.type, sourcePosition: source.position.toString(), delivered };
    await this.checkpoint.append(source, () => [
      {
        type: NOTIFICATIONS_DISPATCHED,
        data: data as unknown as Record<string, unknown>,
        metadata: {
          actorId: null,
          correlationId: source.metadata.correlationId ?? randomUUID(),
          causationId: source.id,
          occurredAt: new Date().toISOString(),
          schemaVersion: SCHEMA_VERSION,
        },
      },
    ]);
  }
}
