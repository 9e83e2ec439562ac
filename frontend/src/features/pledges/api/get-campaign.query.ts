import type { CampaignDetail } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** `GET /api/campaigns/:id`: the campaign, with each pledger's progress for readers of individual giving (null for the others). */
export function getCampaign(id: string, signal?: AbortSignal): Promise<CampaignDetail> {
  return apiFetch<CampaignDetail>(`/api/campaigns/${encodeURIComponent(id)}`, { signal });
}

export const useCampaign = (id: string, enabled: boolean) =>
  useQuery({ queryKey: pledgesKeys.campaign(id), queryFn: ({ signal }) => getCampaign(id, signal), enabled });
