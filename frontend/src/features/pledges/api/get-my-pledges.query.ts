import type { MyPledgesView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** `GET /api/me/pledges`: the signed-in member's pledges with what they gave toward each, and the open campaigns. */
export function getMyPledges(signal?: AbortSignal): Promise<MyPledgesView> {
  return apiFetch<MyPledgesView>('/api/me/pledges', { signal });
}

export const useMyPledges = () => useQuery({ queryKey: pledgesKeys.mine(), queryFn: ({ signal }) => getMyPledges(signal) });
