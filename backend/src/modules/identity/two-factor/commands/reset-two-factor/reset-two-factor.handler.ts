import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { assertFreshlyAuthenticated, userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { AccountNotices } from '../../../mail/account-notices.service';
import { ResetTwoFactorCommand } from './reset-two-factor.command';

/**
 * Turning someone's second factor off is what taking over their account needs after the
 * password: the administrator proves every factor of theirs again first (sudo mode with the
 * password and, when they have it, a code; REAUTHENTICATION_REQUIRED names what to give), and
 * the holder hears of it by email (the notification comes from the event).
 */
@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
    private readonly notices: AccountNotices,
  ) {}

  async execute({ userId, admin, sessionId }: ResetTwoFactorCommand): Promise<CommandDone> {
    assertUserId(userId);
    const { state: adminState } = await this.executor.load(userStream(admin.id), userDecider);
    assertFreshlyAuthenticated(adminState, sessionId, new Date().toISOString(), 'all-factors');
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'DisableTwoFactor', userId }, { actorId: admin.id, retries: 5 });
    // Resetting one's own is turning it off, which needs no notice.
    if (userId !== admin.id) {
      const { state } = await this.executor.load(userStream(userId), userDecider);
      this.notices.twoFactorReset({ userId, admin: admin.displayName, at: new Date().toISOString(), fallback: state.invitationLanguage ?? 'en' });
    }
    // Waits: for a role that requires it, the guard must send the account to set it up again from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
