import type { CommandResult, CreateCampaignDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { usePledgesCommand } from './use-pledges-command.hook';

/** `POST /api/campaigns` (giving.write). */
export const useOpenCampaign = () => usePledgesCommand((body: CreateCampaignDto) => apiFetch<CommandResult>('/api/campaigns', { method: 'POST', body }));
