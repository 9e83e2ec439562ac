import type { OnlineGiftView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { giveKeys } from './give-keys.constant';

/** `GET /api/giving/online/gifts/:id`, asked again each second while the provider's webhook is awaited. */
export const useOnlineGift = (id: string | null) =>
  useQuery({
    queryKey: giveKeys.gift(id ?? ''),
    queryFn: ({ signal }) => apiFetch<OnlineGiftView>(`/api/giving/online/gifts/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
