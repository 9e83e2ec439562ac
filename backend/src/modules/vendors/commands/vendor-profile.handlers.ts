import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { actorIdOf } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../platform/commands/unique-claim.decider';
import { DomainError } from '../../../platform/errors/domain-error';
import { vendorDecider } from '../domain/vendor.decider';
import { vendorStream } from '../domain/vendors.events';
import { AddVendorCommand, ChangeVendorProfileCommand } from './vendor.commands';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountClaims = claimDecider('VALIDATION_ERROR');
export const notAVendorAccount = () => DomainError.validation([{ field: 'userId', message: VALIDATION_MESSAGES.choice }]);

/**
 * A vendor joins the directory. Its account, when given, must be a vendor's (an account with the
 * vendor role) and keeps one profile only: the account is claimed in its own stream, so two
 * profiles racing for it meet there.
 */
@CommandHandler(AddVendorCommand)
export class AddVendorHandler implements ICommandHandler<AddVendorCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  async execute({ vendorId, profile, userId, actor }: AddVendorCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    if (userId) {
      const account = (await this.directory.accounts()).find((candidate) => candidate.id === userId);
      if (!account?.roles.includes('vendor')) throw notAVendorAccount();
      try {
        await this.executor.execute(claimStream('vendoraccount', userId), accountClaims, { type: 'Claim', ownerId: vendorId, value: userId }, { actorId });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'VALIDATION_ERROR') throw notAVendorAccount();
        throw error;
      }
    }
    let outcome = await this.executor.execute(vendorStream(vendorId), vendorDecider, { type: 'AddVendor', vendorId, profile }, { actorId });
    if (userId) outcome = await this.executor.execute(vendorStream(vendorId), vendorDecider, { type: 'LinkVendorAccount', vendorId, userId }, { actorId });
    return { id: vendorId, revision: outcome.revision, position: outcome.position };
  }
}

@CommandHandler(ChangeVendorProfileCommand)
export class ChangeVendorProfileHandler implements ICommandHandler<ChangeVendorProfileCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ vendorId, profile, expectedRevision, actor }: ChangeVendorProfileCommand): Promise<CommandDone> {
    if (!UUID.test(vendorId)) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(
      vendorStream(vendorId),
      vendorDecider,
      { type: 'ChangeVendorProfile', vendorId, profile },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: vendorId, revision: outcome.revision, position: outcome.position };
  }
}
