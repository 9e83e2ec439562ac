import type { ChangeCampaignDto, CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { usePledgesCommand } from './use-pledges-command.hook';

/** `PATCH /api/campaigns/:id` (giving.write): here, closing or reopening it. */
export const useChangeCampaign = () =>
  usePledgesCommand(({ id, changes }: { id: string; changes: ChangeCampaignDto }) =>
    apiFetch<CommandResult>(`/api/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );
