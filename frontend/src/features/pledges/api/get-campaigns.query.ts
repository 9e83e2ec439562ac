import type { CampaignView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** `GET /api/campaigns` (giving.totals.read): every campaign with its goal, pledged and given. */
export function getCampaigns(signal?: AbortSignal): Promise<CampaignView[]> {
  return apiFetch<CampaignView[]>('/api/campaigns', { signal });
}

export const useCampaigns = () => useQuery({ queryKey: pledgesKeys.campaigns(), queryFn: ({ signal }) => getCampaigns(signal) });
