import type { CampaignStatus } from './pledges.dto';
import type { Money } from './money.util';

/** A fund a campaign counts the gifts of. */
export interface CampaignFundView {
  id: string;
  name: string;
}

/**
 * `GET /api/campaigns`: a campaign with its totals. `given`: every gift into its funds in its
 * period (anonymous ones too); `givenTowardPledges`: the part of that from those who pledged.
 * Reversed gifts count nothing.
 */
export interface CampaignView {
  id: string;
  name: string;
  goal: Money;
  startsOn: string;
  endsOn: string;
  funds: CampaignFundView[];
  status: CampaignStatus;
  pledged: Money;
  pledgeCount: number;
  given: Money;
  givenTowardPledges: Money;
  revision: number;
}

/** Who made a pledge: a member, or a household giving together. */
export interface PledgerView {
  kind: 'member' | 'household';
  id: string;
  name: string;
}

/** One pledge and what its pledger has given toward it. */
export interface PledgeProgressView {
  id: string;
  campaignId: string;
  pledger: PledgerView;
  amount: Money;
  given: Money;
  status: 'active' | 'cancelled';
  note: string | null;
  revision: number;
}

/** `GET /api/campaigns/:id`: the campaign; its pledges one by one only for those who read individual giving (null otherwise). */
export interface CampaignDetail extends CampaignView {
  pledges: PledgeProgressView[] | null;
}

/** A campaign a member may pledge to: what it is for, never what others pledged. */
export interface OpenCampaignView {
  id: string;
  name: string;
  goal: Money;
  startsOn: string;
  endsOn: string;
}

/** A member's own pledge (or their household's), with the campaign it is to. */
export interface MyPledgeView extends PledgeProgressView {
  campaign: OpenCampaignView & { status: CampaignStatus };
}

/** `GET /api/me/pledges`: the signed-in member's pledges, and the open campaigns they could pledge to. */
export interface MyPledgesView {
  pledges: MyPledgeView[];
  openCampaigns: OpenCampaignView[];
}

/** `GET /api/giving/receipt-emails`: the church's choice. */
export interface ReceiptEmailsView {
  enabled: boolean;
}
