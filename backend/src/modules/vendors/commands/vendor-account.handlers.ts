import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { actorIdOf } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../platform/commands/unique-claim.decider';
import { DomainError } from '../../../platform/errors/domain-error';
import { vendorDecider } from '../domain/vendor.decider';
import { vendorStream } from '../domain/vendors.events';
import { UUID, notAVendorAccount } from './vendor-profile.handlers';
import { LinkVendorAccountCommand, UnlinkVendorAccountCommand } from './vendor.commands';

const accountClaims = claimDecider('VENDOR_ACCOUNT_LINKED_ELSEWHERE');

/**
 * An administrator links a vendor account to a profile. The account is claimed in its own stream
 * first (held by another profile: VENDOR_ACCOUNT_LINKED_ELSEWHERE), then linked on the profile (which
 * has another account: VENDOR_PROFILE_HAS_ACCOUNT); a refused link gives the claim back.
 */
@CommandHandler(LinkVendorAccountCommand)
export class LinkVendorAccountHandler implements ICommandHandler<LinkVendorAccountCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  async execute({ vendorId, userId, actor }: LinkVendorAccountCommand): Promise<CommandDone> {
    if (!UUID.test(vendorId)) throw new DomainError('NOT_FOUND');
    const actorId = actorIdOf(actor);
    const account = (await this.directory.accounts()).find((candidate) => candidate.id === userId);
    if (!account?.roles.includes('vendor')) throw notAVendorAccount();
    const claim = claimStream('vendoraccount', userId);
    await this.executor.execute(claim, accountClaims, { type: 'Claim', ownerId: vendorId, value: userId }, { actorId });
    try {
      const outcome = await this.executor.execute(vendorStream(vendorId), vendorDecider, { type: 'LinkVendorAccount', vendorId, userId }, { actorId });
      return { id: vendorId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.executor.execute(claim, accountClaims, { type: 'Release', ownerId: vendorId }, { actorId });
      throw error;
    }
  }
}

/** An administrator takes the account off a profile; the account is then free to keep another. */
@CommandHandler(UnlinkVendorAccountCommand)
export class UnlinkVendorAccountHandler implements ICommandHandler<UnlinkVendorAccountCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ vendorId, actor }: UnlinkVendorAccountCommand): Promise<CommandDone> {
    if (!UUID.test(vendorId)) throw new DomainError('NOT_FOUND');
    const actorId = actorIdOf(actor);
    const outcome = await this.executor.execute(vendorStream(vendorId), vendorDecider, { type: 'UnlinkVendorAccount', vendorId }, { actorId });
    for (const event of outcome.events)
      if (event.type === 'VendorAccountUnlinked') {
        const { userId } = event.data as { userId: string };
        await this.executor.execute(claimStream('vendoraccount', userId), accountClaims, { type: 'Release', ownerId: vendorId }, { actorId });
      }
    return { id: vendorId, revision: outcome.revision, position: outcome.position };
  }
}
