import { VALIDATION_MESSAGES, type FieldError } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { CampaignChanges, CampaignEvent, CampaignRecord } from './campaign.events';

export type CampaignCommand =
  | { type: 'OpenCampaign'; campaign: CampaignRecord; churchCurrency: string }
  | { type: 'ChangeCampaign'; campaignId: string; changes: CampaignChanges; churchCurrency: string }
  | { type: 'CloseCampaign'; campaignId: string }
  | { type: 'ReopenCampaign'; campaignId: string };

export interface CampaignState {
  status: 'none' | 'open' | 'closed';
  campaign: CampaignRecord | null;
}

function problemsOf(campaign: CampaignRecord, churchCurrency: string): FieldError[] {
  const fields: FieldError[] = [];
  if (campaign.goal.currency !== churchCurrency) fields.push({ field: 'goal.currency', message: VALIDATION_MESSAGES.choice });
  if (campaign.goal.minor <= 0) fields.push({ field: 'goal.minor', message: VALIDATION_MESSAGES.choice });
  if (campaign.endsOn < campaign.startsOn) fields.push({ field: 'endsOn', message: VALIDATION_MESSAGES.choice });
  if (new Set(campaign.fundIds).size !== campaign.fundIds.length) fields.push({ field: 'fundIds', message: VALIDATION_MESSAGES.choice });
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A giving campaign (a building fund drive, a mission year): what it aims at, when, and which
 * funds' gifts count toward it. Closing it locks its pledges; what was given stays.
 */
export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => ({ status: 'none', campaign: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'CampaignOpened':
        return { status: 'open', campaign: event.data };
      case 'CampaignChanged':
        return state.campaign ? { ...state, campaign: { ...state.campaign, ...event.data.changes } } : state;
      case 'CampaignClosed':
        return { ...state, status: 'closed' };
      case 'CampaignReopened':
        return { ...state, status: 'open' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenCampaign': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const problems = problemsOf(command.campaign, command.churchCurrency);
        if (problems.length > 0) throw DomainError.validation(problems);
        return [{ type: 'CampaignOpened', data: command.campaign }];
      }
      case 'ChangeCampaign': {
        if (state.status === 'none' || !state.campaign) throw new DomainError('NOT_FOUND');
        const current = state.campaign;
        const changes: CampaignChanges = {};
        for (const [field, value] of Object.entries(command.changes) as Array<[keyof CampaignChanges, CampaignChanges[keyof CampaignChanges]]>) {
          if (value !== undefined && !same(value, current[field])) Object.assign(changes, { [field]: value });
        }
        if (Object.keys(changes).length === 0) return [];
        const problems = problemsOf({ ...current, ...changes }, command.churchCurrency);
        if (problems.length > 0) throw DomainError.validation(problems);
        return [{ type: 'CampaignChanged', data: { campaignId: command.campaignId, changes } }];
      }
      case 'CloseCampaign':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'closed' ? [] : [{ type: 'CampaignClosed', data: { campaignId: command.campaignId } }];
      case 'ReopenCampaign':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'open' ? [] : [{ type: 'CampaignReopened', data: { campaignId: command.campaignId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown campaign command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
