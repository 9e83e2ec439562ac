import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { pledgeDecider } from '../domain/pledge.decider';
import { pledgeStream, type PledgeRecord } from '../domain/pledge.events';
import type { PledgeAccess } from './pledge-access.service';

/** The pledge a change or cancellation is about, once the actor may touch it and its campaign is open. */
export async function existingPledge(executor: CommandExecutor, access: PledgeAccess, pledgeId: string, actor: CommandActor): Promise<PledgeRecord> {
  const { state } = UUID_PATTERN.test(pledgeId) ? await executor.load(pledgeStream(pledgeId), pledgeDecider) : { state: null };
  if (!state?.pledge) throw new DomainError('NOT_FOUND');
  // Someone else's pledge is not found rather than forbidden: whether it exists is itself private.
  if (!(await access.may(actor, state.pledge))) throw new DomainError('NOT_FOUND');
  await access.openCampaign(state.pledge.campaignId);
  return state.pledge;
}
