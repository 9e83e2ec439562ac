import type { Money } from '@koinonia/contracts';
import { deciderSpec } from '../../../../testing/decider-spec.util';
import { campaignDecider } from '../../campaigns/domain/campaign.decider';
import type { CampaignEvent, CampaignRecord } from '../../campaigns/domain/campaign.events';
import { pledgeDecider } from './pledge.decider';
import type { PledgeEvent, PledgeRecord } from './pledge.events';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const campaignId = '4a1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const building = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const pledgeId = '5b2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const ruth = '6c3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const campaign = (changes: Partial<CampaignRecord> = {}): CampaignRecord => ({
  campaignId,
  name: 'Building for the Future',
  goal: usd(25_000_000),
  startsOn: '2026-01-01',
  endsOn: '2028-12-31',
  fundIds: [building],
  ...changes,
});
const opened: CampaignEvent = { type: 'CampaignOpened', data: campaign() };
const closed: CampaignEvent = { type: 'CampaignClosed', data: { campaignId } };

describe('the campaign decider', () => {
  const spec = deciderSpec(campaignDecider);

  it('opens a campaign with a goal in the church currency over a period, once', () => {
    spec.given([]).when({ type: 'OpenCampaign', campaign: campaign(), churchCurrency: 'USD' }).then([opened]);
    spec.given([opened]).when({ type: 'OpenCampaign', campaign: campaign(), churchCurrency: 'USD' }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('refuses a goal in another currency or of nothing, a period that ends before it starts, a fund named twice', () => {
    spec.given([]).when({ type: 'OpenCampaign', campaign: campaign(), churchCurrency: 'EUR' }).thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'OpenCampaign', campaign: campaign({ goal: usd(0) }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'OpenCampaign', campaign: campaign({ endsOn: '2025-12-31' }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'OpenCampaign', campaign: campaign({ fundIds: [building, building] }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
  });

  it('records only what changed, checks the result whole, and nothing when nothing changed', () => {
    spec
      .given([opened])
      .when({ type: 'ChangeCampaign', campaignId, changes: { name: 'Building for the Future', goal: usd(30_000_000) }, churchCurrency: 'USD' })
      .then([{ type: 'CampaignChanged', data: { campaignId, changes: { goal: usd(30_000_000) } } }]);
    spec
      .given([opened])
      .when({ type: 'ChangeCampaign', campaignId, changes: { fundIds: [building] }, churchCurrency: 'USD' })
      .thenNothing();
    spec
      .given([opened])
      .when({ type: 'ChangeCampaign', campaignId, changes: { startsOn: '2029-01-01' }, churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'ChangeCampaign', campaignId, changes: { name: 'x' }, churchCurrency: 'USD' })
      .thenThrows('NOT_FOUND');
  });

  it('closes and reopens, recording nothing when already so', () => {
    spec.given([opened]).when({ type: 'CloseCampaign', campaignId }).then([closed]);
    spec.given([opened, closed]).when({ type: 'CloseCampaign', campaignId }).thenNothing();
    spec
      .given([opened, closed])
      .when({ type: 'ReopenCampaign', campaignId })
      .then([{ type: 'CampaignReopened', data: { campaignId } }]);
    spec.given([]).when({ type: 'CloseCampaign', campaignId }).thenThrows('NOT_FOUND');
  });
});

describe('the pledge decider', () => {
  const spec = deciderSpec(pledgeDecider);
  const pledge = (changes: Partial<PledgeRecord> = {}): PledgeRecord => ({
    pledgeId,
    campaignId,
    pledgerMemberId: ruth,
    pledgerHouseholdId: null,
    amount: usd(120_000),
    note: null,
    ...changes,
  });
  const made: PledgeEvent = { type: 'PledgeMade', data: pledge() };

  it('makes a pledge by a member or a household, of a positive amount in the church currency', () => {
    spec.given([]).when({ type: 'MakePledge', pledge: pledge(), churchCurrency: 'USD' }).then([made]);
    spec
      .given([])
      .when({ type: 'MakePledge', pledge: pledge({ amount: usd(0) }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec.given([]).when({ type: 'MakePledge', pledge: pledge(), churchCurrency: 'KES' }).thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'MakePledge', pledge: pledge({ pledgerHouseholdId: building }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec.given([made]).when({ type: 'MakePledge', pledge: pledge(), churchCurrency: 'USD' }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('changes the amount, saying what it was; the same amount records nothing', () => {
    spec
      .given([made])
      .when({ type: 'ChangePledge', pledgeId, amount: usd(150_000), churchCurrency: 'USD' })
      .then([{ type: 'PledgeChanged', data: { pledgeId, campaignId, amount: usd(150_000), previous: usd(120_000) } }]);
    spec
      .given([made])
      .when({ type: 'ChangePledge', pledgeId, amount: usd(120_000), churchCurrency: 'USD' })
      .thenNothing();
    spec
      .given([made])
      .when({ type: 'ChangePledge', pledgeId, amount: usd(-5), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
  });

  it('cancels once; a cancelled pledge is no longer changed', () => {
    const cancelled: PledgeEvent = { type: 'PledgeCancelled', data: { pledgeId, campaignId } };
    spec.given([made]).when({ type: 'CancelPledge', pledgeId }).then([cancelled]);
    spec.given([made, cancelled]).when({ type: 'CancelPledge', pledgeId }).thenNothing();
    spec
      .given([made, cancelled])
      .when({ type: 'ChangePledge', pledgeId, amount: usd(1), churchCurrency: 'USD' })
      .thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'CancelPledge', pledgeId }).thenThrows('NOT_FOUND');
  });
});
