import type { Money } from '@koinonia/contracts';

/** A pledge as made: by a member or by a household (exactly one of the two), to one campaign. */
export type PledgeRecord = {
  pledgeId: string;
  campaignId: string;
  pledgerMemberId: string | null;
  pledgerHouseholdId: string | null;
  amount: Money;
  note: string | null;
};

export type PledgeMade = { type: 'PledgeMade'; data: PledgeRecord };
export type PledgeChanged = { type: 'PledgeChanged'; data: { pledgeId: string; campaignId: string; amount: Money; previous: Money } };
export type PledgeCancelled = { type: 'PledgeCancelled'; data: { pledgeId: string; campaignId: string } };
export type PledgeEvent = PledgeMade | PledgeChanged | PledgeCancelled;

export const PLEDGE_EVENT_TYPES = new Set<string>(['PledgeMade', 'PledgeChanged', 'PledgeCancelled']);

export const pledgeStream = (pledgeId: string) => `pledge-${pledgeId}`;

/** The value one pledger may hold one open pledge of per campaign (claimed in its own stream). */
export const pledgerKey = (pledge: Pick<PledgeRecord, 'campaignId' | 'pledgerMemberId' | 'pledgerHouseholdId'>) =>
  `${pledge.campaignId}:${pledge.pledgerMemberId ? `member:${pledge.pledgerMemberId}` : `household:${pledge.pledgerHouseholdId}`}`;
