import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser, SecurityPolicyView, UserRole } from '@koinonia/contracts';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { EventStore } from '../../platform/event-store/event-store.port';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { DomainError } from '../../platform/errors/domain-error';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { MemberQueriesService } from '../members';
import { WHOLE_DIRECTORY } from '../members';
import { securityPolicyDecider, securityPolicyStream } from './domain/security-policy.decider';
import { userDecider, type UserCommand } from './domain/user.decider';
import { userStream } from './domain/user.events';
import { IdentityService } from './identity.service';
import type { CommandDone } from './invitations.service';

/** Administrators' changes to accounts: roles, deactivation, the member link, the security policy. */
@Injectable()
export class UserAdminService {
  /** Changes that could leave the church without an administrator run one at a time. */
  private adminChanges: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly identity: IdentityService,
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly members: MemberQueriesService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async changeRoles(userId: string, roles: UserRole[], actor: CurrentUser): Promise<CommandDone> {
    const user = await this.identity.findUser(userId);
    const losesAdmin = user.roles.includes('admin') && !roles.includes('admin') && user.status === 'active';
    return this.run(userId, { type: 'ChangeRoles', userId, roles }, actor, losesAdmin);
  }

  async deactivate(userId: string, actor: CurrentUser): Promise<CommandDone> {
    const user = await this.identity.findUser(userId);
    return this.run(userId, { type: 'Deactivate', userId }, actor, user.roles.includes('admin') && user.status === 'active');
  }

  async reactivate(userId: string, actor: CurrentUser): Promise<CommandDone> {
    await this.identity.findUser(userId);
    return this.run(userId, { type: 'Reactivate', userId }, actor, false);
  }

  /** A lost phone and lost recovery codes: an administrator turns two-step verification off for the account. */
  async resetTwoFactor(userId: string, actor: CurrentUser): Promise<CommandDone> {
    await this.identity.findUser(userId);
    return this.run(userId, { type: 'DisableTwoFactor', userId }, actor, false);
  }

  /** The member record must exist (MEMBER_NOT_FOUND otherwise). */
  async linkToMember(userId: string, memberId: string, actor: CurrentUser): Promise<CommandDone> {
    await this.identity.findUser(userId);
    await this.members.get(memberId, WHOLE_DIRECTORY);
    return this.run(userId, { type: 'LinkToMember', userId, memberId }, actor, false);
  }

  async securityPolicy(): Promise<SecurityPolicyView> {
    return { twoFactorRequiredRoles: await this.identity.twoFactorRequiredRoles() };
  }

  async setTwoFactorRequirement(roles: UserRole[], actor: CurrentUser): Promise<{ id: string; position: bigint | null; revision: number }> {
    const church = await this.readStore.collection<{ _id: string }>('church').findOne({});
    if (!church) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(
      securityPolicyStream(church._id),
      securityPolicyDecider,
      { type: 'SetTwoFactorRequirement', churchId: church._id, roles },
      { actorId: actor.id, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return { id: church._id, position: outcome.position, revision: outcome.revision };
  }

  private async run(userId: string, command: UserCommand, actor: CurrentUser, removesAnAdmin: boolean): Promise<CommandDone> {
    const execute = async () => {
      if (removesAnAdmin) await this.assertAnotherAdminRemains(userId);
      const outcome = await this.executor.execute(userStream(userId), userDecider, command, { actorId: actor.id, retries: 5 });
      await this.identity.settle(outcome.position);
      return { userId, position: outcome.position, revision: outcome.revision };
    };
    if (!removesAnAdmin) return execute();
    const next = this.adminChanges.then(execute, execute);
    this.adminChanges = next.catch(() => undefined);
    return next;
  }

  /**
   * The church keeps at least one active administrator. Counted on a read side that has caught
   * up with every event so far; such changes run one at a time in this process.
   */
  private async assertAnotherAdminRemains(userId: string): Promise<void> {
    await this.runner.waitFor(await this.eventStore.headPosition(), this.config.consistencyWaitMs);
    const others = await this.identity.users.countDocuments({ roles: 'admin', status: 'active', _id: { $ne: userId } });
    if (others === 0) throw new DomainError('LAST_ADMIN');
  }
}
