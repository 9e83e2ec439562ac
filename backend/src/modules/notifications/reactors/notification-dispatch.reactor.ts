import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { reaches, stillDeliverable, type UserRole } from '@koinonia/contracts';
import { SCHEMA_VERSION } from '../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent, type Subscription } from '../../../platform/event-store/event-store.port';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { Document, ReadStore } from '../../../platform/read-store/read-store.port';
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

interface UserFacts extends Document {
  displayName: string;
  email: string;
  roles: UserRole[];
  active: boolean;
}

/** After a failure (the store unreachable), how long before following the store again. */
const RETRY_AFTER_MS = 1000;

/**
 * Turns events into notifications (each module registers the sources of its own events: see
 * ContextModule): follows the event store (catch-up, then live), delivers to each
 * recipient whose preferences let the category through, and pushes it to their open tabs.
 *
 * At most once per source and recipient, across restarts and instances: a notification's id is
 * worked out from the source event and the user, and the inbox takes an id once. A
 * `NotificationsDispatched` event after each source is the checkpoint a restart resumes from.
 */
@Injectable()
export class NotificationDispatchReactor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationDispatch');
  private checkpoint = 0n;
  /** The dispatch stream's last revision (-1 when empty). */
  private revision = -1;
  private subscription: Subscription | null = null;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly preferences: PreferencesService,
    private readonly sources: NotificationSources,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopped = false;
    await this.follow();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  /** The position of the last source dispatched. */
  get position(): bigint {
    return this.checkpoint;
  }

  private async follow(): Promise<void> {
    await this.readTail();
    this.subscription = this.eventStore.subscribeToAll(
      { after: this.checkpoint },
      (event) => this.handle(event),
      (error) => {
        this.logger.error(`Stopped following the event store: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        this.subscription = null;
        if (!this.stopped) this.retryTimer = setTimeout(() => void this.follow().catch((e: unknown) => this.logger.error(String(e))), RETRY_AFTER_MS);
      },
    );
  }

  private async handle(event: RecordedEvent): Promise<void> {
    if (event.stream === DISPATCH_STREAM) {
      // Another instance dispatched this source first.
      this.adopt(event);
      return;
    }
    const source = this.sources.of(event.type);
    if (event.position <= this.checkpoint || !source) return;
    if (!stillDeliverable(source.priorityOf(event), event.metadata.occurredAt, Date.now())) return;

    // Recipients and names come from the read side: let it take in everything up to this event.
    await this.runner.waitFor(event.position, this.config.consistencyWaitMs);
    const users = await this.readStore.collection<UserFacts>('users').find({}, { projection: { displayName: 1, email: 1, roles: 1, active: 1 } });
    const outcome = source.notificationFor(event, { subject: this.subjectOf(event, users) });
    if (!outcome) return;

    const delivered: Array<{ userId: string; notificationId: string; live: boolean }> = [];
    let last: bigint | null = null;
    const candidates = users.map((u) => ({ id: u._id, roles: u.roles ?? [], active: u.active === true }));
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

  private subjectOf(event: RecordedEvent, users: UserFacts[]): SourceFacts['subject'] {
    const userId = (event.data as { userId?: unknown }).userId;
    const user = typeof userId === 'string' ? users.find((u) => u._id === userId) : undefined;
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

  private async record(source: RecordedEvent, delivered: number): Promise<void> {
    const data: Dispatched = { sourceEventId: source.id, sourceType: source.type, sourcePosition: source.position.toString(), delivered };
    for (;;) {
      try {
        const result = await this.eventStore.append(
          DISPATCH_STREAM,
          [
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
          ],
          this.revision < 0 ? 'no_stream' : this.revision,
        );
        this.revision = result.revision;
        if (source.position > this.checkpoint) this.checkpoint = source.position;
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // Another instance wrote first: take its checkpoints, and stop if it covered this source.
        for (const newer of await this.eventStore.readStream(DISPATCH_STREAM, { fromRevision: this.revision + 1 })) this.adopt(newer);
        if (source.position <= this.checkpoint) return;
      }
    }
  }

  private adopt(event: RecordedEvent): void {
    if (event.revision > this.revision) this.revision = event.revision;
    const position = BigInt((event.data as unknown as Dispatched).sourcePosition);
    if (position > this.checkpoint) this.checkpoint = position;
  }

  /**
   * The dispatch stream's last event. The port reads streams forwards only, so it is found by
   * probing revisions: doubling until past the end, then halving — about 2·log2(n) one-event reads.
   */
  private async readTail(): Promise<void> {
    const at = async (revision: number) => (await this.eventStore.readStream(DISPATCH_STREAM, { fromRevision: revision, maxCount: 1 }))[0];
    if (!(await at(0))) return;
    let low = 0;
    let high = 1;
    while (await at(high)) {
      low = high;
      high *= 2;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await at(middle)) low = middle;
      else high = middle;
    }
    this.adopt(await at(low));
  }
}
