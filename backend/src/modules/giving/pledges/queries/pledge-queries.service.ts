import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type CampaignDetail,
  type CampaignView,
  type CurrentUser,
  type Money,
  type MyPledgesView,
  type OpenCampaignView,
  type PledgeProgressView,
} from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { HouseholdQueriesService, MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../../members';
import { OrganisationSettingsService } from '../../../organisation';
import { campaignsProjection, type CampaignDocument } from '../../campaigns/projections/campaigns.projection';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { donationsProjection, fundsProjection, type DonationDocument, type FundDocument } from '../../projections/giving.projections';
import { pledgesProjection, type PledgeDocument } from '../projections/pledges.projection';

/** What one campaign's gifts add up to: in all, toward pledges, and per pledge. */
interface Progress {
  given: number;
  givenTowardPledges: number;
  byPledge: Map<string, number>;
}

/**
 * Campaigns with what was pledged and given. Given is computed from the gifts each time: a gift
 * counts by its parts to the campaign's funds, received within the campaign's period; a reversed
 * gift counts nothing (its reversal takes the whole gift back). A member's pledge counts their gifts
 * (and those of records merged into theirs); a household's counts gifts from the household and from
 * each of its people.
 */
@Injectable()
export class PledgeQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly identities: MemberIdentities,
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  private get campaignsCollection() {
    return this.readStore.collection<CampaignDocument>(campaignsProjection.collection);
  }

  private get pledges() {
    return this.readStore.collection<PledgeDocument>(pledgesProjection.collection);
  }

  private get donations() {
    return this.readStore.collection<DonationDocument>(donationsProjection.collection);
  }

  private get funds() {
    return this.readStore.collection<FundDocument>(fundsProjection.collection);
  }

  async campaigns(): Promise<CampaignView[]> {
    const campaigns = await this.campaignsCollection.find({}, { sort: { startsOn: -1 } });
    return Promise.all(campaigns.map(async (campaign) => (await this.detailOf(campaign, false)).view));
  }

  /** One campaign; its pledges one by one only for a reader of individual giving (pastors see the totals). */
  async campaign(id: string, reader: CurrentUser): Promise<CampaignDetail> {
    const campaign = UUID_PATTERN.test(id) ? await this.campaignsCollection.findOne({ _id: id }) : null;
    if (!campaign) throw new DomainError('NOT_FOUND');
    const withPledges = can(reader.roles, 'giving.read');
    const { view, pledges } = await this.detailOf(campaign, withPledges);
    return { ...view, pledges: withPledges ? pledges : null };
  }

  /** A member's own pledges and their household's, and the open campaigns they could pledge to. */
  async mine(memberId: string | null): Promise<MyPledgesView> {
    const open = await this.campaignsCollection.find({ status: 'open' }, { sort: { startsOn: -1 } });
    const openCampaigns: OpenCampaignView[] = open.map(openView);
    if (!memberId) return { pledges: [], openCampaigns };
    const household = await this.households.membershipOf(memberId);
    const records = await this.identities.recordsOf(memberId);
    const documents = await this.pledges.find({
      $or: [{ pledgerMemberId: { $in: records } }, ...(household ? [{ pledgerHouseholdId: household.householdId }] : [])],
    });
    const campaignIds = [...new Set(documents.map((pledge) => pledge.campaignId))];
    const campaigns = campaignIds.length ? await this.campaignsCollection.find({ _id: { $in: campaignIds } }) : [];
    const pledges = [];
    for (const campaign of campaigns.sort((a, b) => b.startsOn.localeCompare(a.startsOn))) {
      const own = documents.filter((pledge) => pledge.campaignId === campaign._id);
      const progress = await this.progressOf(campaign, own);
      for (const pledge of await this.pledgeViews(own, progress)) pledges.push({ ...pledge, campaign: { ...openView(campaign), status: campaign.status } });
    }
    return { pledges, openCampaigns };
  }

  private async detailOf(campaign: CampaignDocument, withPledges: boolean): Promise<{ view: CampaignView; pledges: PledgeProgressView[] }> {
    const currency = this.settings.church.currency;
    const active = await this.pledges.find({ campaignId: campaign._id, status: 'active' });
    const [progress, funds] = await Promise.all([this.progressOf(campaign, active), this.funds.find({ _id: { $in: campaign.fundIds } })]);
    const names = new Map(funds.map((fund) => [fund._id, fund.name]));
    const view: CampaignView = {
      id: campaign._id,
      name: campaign.name,
      goal: campaign.goal,
      startsOn: campaign.startsOn,
      endsOn: campaign.endsOn,
      funds: campaign.fundIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      status: campaign.status,
      pledged: { minor: active.reduce((sum, pledge) => sum + pledge.amount.minor, 0), currency },
      pledgeCount: active.length,
      given: { minor: progress.given, currency },
      givenTowardPledges: { minor: progress.givenTowardPledges, currency },
      revision: campaign.revision,
    };
    const pledges = withPledges ? await this.pledgeViews(await this.pledges.find({ campaignId: campaign._id }), progress) : [];
    return { view, pledges };
  }

  private async progressOf(campaign: CampaignDocument, pledges: PledgeDocument[]): Promise<Progress> {
    const gifts = await this.donations.find({ fundIds: { $in: campaign.fundIds }, receivedOn: { $gte: campaign.startsOn, $lte: campaign.endsOn } });
    const funds = new Set(campaign.fundIds);
    const donors = await Promise.all(pledges.map((pledge) => this.donorsOf(pledge)));
    const progress: Progress = { given: 0, givenTowardPledges: 0, byPledge: new Map(pledges.map((pledge) => [pledge._id, 0])) };
    for (const gift of gifts) {
      if (gift.amount.currency !== campaign.goal.currency) continue;
      const parts = gift.splits.filter((split) => funds.has(split.fundId)).reduce((sum, split) => sum + split.amount.minor, 0);
      // A reversal takes the whole gift back: its parts to the campaign's funds come off again.
      const counted = gift.reversal ? 0 : parts;
      progress.given += counted;
      let toward = false;
      pledges.forEach((pledge, index) => {
        const { members, household } = donors[index];
        if ((gift.donorMemberId && members.has(gift.donorMemberId)) || (household && gift.donorHouseholdId === household)) {
          progress.byPledge.set(pledge._id, (progress.byPledge.get(pledge._id) ?? 0) + counted);
          toward = true;
        }
      });
      if (toward) progress.givenTowardPledges += counted;
    }
    return progress;
  }

  private async donorsOf(pledge: PledgeDocument): Promise<{ members: Set<string>; household: string | null }> {
    if (pledge.pledgerMemberId) return { members: new Set(await this.identities.recordsOf(pledge.pledgerMemberId)), household: null };
    const household = pledge.pledgerHouseholdId ? await this.households.record(pledge.pledgerHouseholdId) : null;
    return { members: new Set(household?.memberIds ?? []), household: pledge.pledgerHouseholdId };
  }

  private async pledgeViews(pledges: PledgeDocument[], progress: Progress): Promise<PledgeProgressView[]> {
    const views = await Promise.all(
      pledges.map(async (pledge): Promise<PledgeProgressView> => {
        const given: Money = { minor: pledge.status === 'active' ? (progress.byPledge.get(pledge._id) ?? 0) : 0, currency: pledge.amount.currency };
        return {
          id: pledge._id,
          campaignId: pledge.campaignId,
          pledger: await this.pledgerOf(pledge),
          amount: pledge.amount,
          given,
          status: pledge.status,
          note: pledge.note,
          revision: pledge.revision,
        };
      }),
    );
    return views.sort((a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled') || a.pledger.name.localeCompare(b.pledger.name));
  }

  private async pledgerOf(pledge: PledgeDocument): Promise<PledgeProgressView['pledger']> {
    if (pledge.pledgerMemberId) {
      const member = await this.members.get(pledge.pledgerMemberId, WHOLE_DIRECTORY).catch(() => null);
      return { kind: 'member', id: pledge.pledgerMemberId, name: member?.fullName ?? '' };
    }
    const id = pledge.pledgerHouseholdId ?? '';
    return { kind: 'household', id, name: (await this.households.record(id))?.name ?? '' };
  }
}

function openView(campaign: CampaignDocument): OpenCampaignView {
  return { id: campaign._id, name: campaign.name, goal: campaign.goal, startsOn: campaign.startsOn, endsOn: campaign.endsOn };
}
