import { ChangeCampaignHandler } from '../campaigns/commands/change-campaign/change-campaign.handler';
import { OpenCampaignHandler } from '../campaigns/commands/open-campaign/open-campaign.handler';
import { CancelPledgeHandler } from './commands/cancel-pledge/cancel-pledge.handler';
import { ChangePledgeHandler } from './commands/change-pledge/change-pledge.handler';
import { MakePledgeHandler } from './commands/make-pledge/make-pledge.handler';
import { PledgeAccess } from './commands/pledge-access.service';

/** Campaigns' and pledges' providers, for the giving module. */
export const PLEDGE_PROVIDERS = [PledgeAccess, OpenCampaignHandler, ChangeCampaignHandler, MakePledgeHandler, ChangePledgeHandler, CancelPledgeHandler];
