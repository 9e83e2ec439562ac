import type { Money } from '@koinonia/contracts';

/** A campaign as opened: a goal in the church's currency, a period (dates inclusive), the funds whose gifts count toward it. */
export type CampaignRecord = {
  campaignId: string;
  name: string;
  goal: Money;
  startsOn: string;
  endsOn: string;
  fundIds: string[];
};

export type CampaignChanges = Partial<Omit<CampaignRecord, 'campaignId'>>;

export type CampaignOpened = { type: 'CampaignOpened'; data: CampaignRecord };
/** Only what changed, each field its new value. */
export type CampaignChanged = { type: 'CampaignChanged'; data: { campaignId: string; changes: CampaignChanges } };
export type CampaignClosed = { type: 'CampaignClosed'; data: { campaignId: string } };
export type CampaignReopened = { type: 'CampaignReopened'; data: { campaignId: string } };
export type CampaignEvent = CampaignOpened | CampaignChanged | CampaignClosed | CampaignReopened;

export const CAMPAIGN_EVENT_TYPES = new Set<string>(['CampaignOpened', 'CampaignChanged', 'CampaignClosed', 'CampaignReopened']);

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;
