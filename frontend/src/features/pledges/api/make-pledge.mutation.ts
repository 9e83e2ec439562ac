import type { CommandResult, MakePledgeDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { usePledgesCommand } from './use-pledges-command.hook';

/** `POST /api/campaigns/:id/pledges`: one's own pledge, or (finance) a member's pledge card. */
export const useMakePledge = () =>
  usePledgesCommand(({ campaignId, pledge }: { campaignId: string; pledge: MakePledgeDto }) =>
    apiFetch<CommandResult>(`/api/campaigns/${encodeURIComponent(campaignId)}/pledges`, { method: 'POST', body: pledge }),
  );
