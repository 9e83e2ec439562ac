import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { fundDecider } from '../../domain/fund.decider';
import { fundStream } from '../../domain/giving.events';
import { UUID_PATTERN } from '../../domain/uuid.constant';

/** Every fund a campaign names must exist (closed ones too: a campaign may count a fund closed since). */
export async function checkFundsExist(executor: CommandExecutor, fundIds: readonly string[]): Promise<void> {
  for (const fundId of fundIds) {
    const fund = UUID_PATTERN.test(fundId) ? (await executor.load(fundStream(fundId), fundDecider)).state : null;
    if (!fund || fund.status === 'none') throw DomainError.validation([{ field: 'fundIds', message: VALIDATION_MESSAGES.choice }]);
  }
}
