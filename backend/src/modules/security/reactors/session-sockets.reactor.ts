import { Inject, Injectable } from '@nestjs/common';
import type { SessionEndedReason } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';

const REASONS: ReadonlySet<string> = new Set<SessionEndedReason>(['signed-out', 'signed-out-elsewhere', 'revoked']);

/**
 * Account changes after which a user's sockets are checked again: roles, activity, credentials,
 * two-step verification turned off (a role may require it).
 */
const ACCOUNT_CHANGES: ReadonlySet<string> = new Set([
  'UserRolesChanged',
  'UserDeactivated',
  'UserReactivated',
  'UserPasswordChanged',
  'UserPasswordReset',
  'UserTwoFactorDisabled',
]);
/** Church-wide changes after which every socket is checked again. */
const POLICY_CHANGES: ReadonlySet<string> = new Set(['TwoFactorRequirementChanged']);

/**
 * Keeps sockets in step with sessions, live from now on (sockets of the past are gone): a session
 * that ends takes its sockets with it, and after an account change a user's sockets are checked
 * again (once the read side has the change) and leave rooms they may no longer be in.
 */
@Injectable()
export class SessionSocketsReactor implements Reactor {
  readonly name = 'session-sockets';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
    private readonly realtime: RealtimeService,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'UserSignedOut' || POLICY_CHANGES.has(event.type) || ACCOUNT_CHANGES.has(event.type);
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (event.type === 'UserSignedOut') {
      const { sessionId, reason } = event.data as { sessionId?: unknown; reason?: unknown };
      if (typeof sessionId !== 'string') return;
      this.realtime.endSession(
        sessionId,
        typeof reason === 'string' && REASONS.has(reason) ? (reason as SessionEndedReason) : reason === undefined ? 'signed-out' : 'account-changed',
      );
      return;
    }
    if (POLICY_CHANGES.has(event.type)) {
      await this.runner.waitFor(event.position, this.config.consistencyWaitMs);
      await this.realtime.revalidateAll();
      return;
    }
    if (ACCOUNT_CHANGES.has(event.type)) {
      const { userId } = event.data as { userId?: unknown };
      if (typeof userId !== 'string') return;
      // The check reads the read side: let it take the change in first.
      await this.runner.waitFor(event.position, this.config.consistencyWaitMs);
      await this.realtime.revalidateUser(userId);
    }
  }
}
