import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, EVENT_STORE } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';

/**
 * Waiting for the read side, which identity's writes mostly do not do: the client reads its own
 * write with the position it is answered. Each caller says why its answer cannot leave it to
 * the client — usually because the session guard, which runs before any read-your-writes wait,
 * must see the change from the next request on.
 */
@Injectable()
export class ReadSideWait {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Until every read model has `position` (bounded by the consistency wait). */
  async reach(position: bigint | null): Promise<void> {
    if (position !== null) await this.runner.waitFor(position, this.config.consistencyWaitMs);
  }

  /** Until every read model has everything appended so far. */
  async catchUp(): Promise<void> {
    await this.reach(await this.eventStore.headPosition());
  }
}
