import { Injectable } from '@nestjs/common';
import type { TwoFactorStatusView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { TwoFactorPolicyQuery } from './two-factor-policy.query';

/** Whether two-step verification is on for an account, as its stream says (the recovery codes left are only there). */
@Injectable()
export class TwoFactorStatusQuery {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly policy: TwoFactorPolicyQuery,
  ) {}

  async of(userId: string): Promise<TwoFactorStatusView> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    const requiredRoles = await this.policy.requiredRoles();
    return {
      enabled: state.twoFactor !== null,
      recoveryCodesRemaining: state.twoFactor?.recoveryCodeHashes.length ?? 0,
      required: state.roles.some((role) => requiredRoles.includes(role)),
    };
  }
}
