import { Injectable } from '@nestjs/common';
import { can, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { HouseholdQueriesService, MemberQueriesService } from '../../../members';
import { campaignDecider } from '../../campaigns/domain/campaign.decider';
import { campaignStream } from '../../campaigns/domain/campaign.events';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import type { PledgeRecord } from '../domain/pledge.events';

type Pledger = Pick<PledgeRecord, 'pledgerMemberId' | 'pledgerHouseholdId'>;

/**
 * Who may pledge for whom, and to what. A member pledges for themselves or their own household;
 * naming anyone else is recording a pledge card, the finance role's (giving.write). The app itself
 * (the demo church) may record any. Pledges are made and changed only while the campaign is open.
 */
@Injectable()
export class PledgeAccess {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
  ) {}

  async openCampaign(campaignId: string): Promise<void> {
    const { state } = UUID_PATTERN.test(campaignId) ? await this.executor.load(campaignStream(campaignId), campaignDecider) : { state: null };
    if (!state || state.status === 'none') throw new DomainError('NOT_FOUND');
    if (state.status === 'closed') throw new DomainError('CAMPAIGN_CLOSED');
  }

  /** The pledger a request names (none: the signed-in member), once it exists and the actor may pledge for it. */
  async pledgerFor(actor: CommandActor, named: { memberId?: string; householdId?: string }): Promise<Pledger> {
    if (named.memberId && named.householdId) throw DomainError.validation([{ field: 'householdId', message: VALIDATION_MESSAGES.choice }]);
    const own = actor.kind === 'user' ? actor.user.memberId : null;
    if (named.householdId) {
      const household = await this.households.record(named.householdId);
      if (!household || household.status !== 'active') throw new DomainError('NOT_FOUND', { householdId: named.householdId });
      if (!(await this.may(actor, { pledgerMemberId: null, pledgerHouseholdId: household.id }))) throw new DomainError('AUTHORIZATION');
      return { pledgerMemberId: null, pledgerHouseholdId: household.id };
    }
    const memberId = named.memberId ?? own;
    if (!memberId) throw DomainError.validation([{ field: 'memberId', message: VALIDATION_MESSAGES.required }]);
    if (!(await this.members.record(memberId))) throw new DomainError('MEMBER_NOT_FOUND');
    if (!(await this.may(actor, { pledgerMemberId: memberId, pledgerHouseholdId: null }))) throw new DomainError('AUTHORIZATION');
    return { pledgerMemberId: memberId, pledgerHouseholdId: null };
  }

  /** Whether the actor may make, change or cancel this pledger's pledge. */
  async may(actor: CommandActor, pledger: Pledger): Promise<boolean> {
    if (actor.kind === 'system' || can(actor.user.roles, 'giving.write')) return true;
    const own = actor.user.memberId;
    if (!own) return false;
    if (pledger.pledgerMemberId) return pledger.pledgerMemberId === own;
    const household = pledger.pledgerHouseholdId ? await this.households.record(pledger.pledgerHouseholdId) : null;
    return household?.memberIds.includes(own) ?? false;
  }
}
