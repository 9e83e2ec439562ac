import type { MyOnlineGivingView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { giveKeys } from './give-keys.constant';

/** `GET /api/me/online-giving`: my saved methods and recurring gifts; asked again while a saved method is awaited. */
export const useMyOnlineGiving = (awaitingMethod = false) =>
  useQuery({
    queryKey: giveKeys.mine(),
    queryFn: ({ signal }) => apiFetch<MyOnlineGivingView>('/api/me/online-giving', { signal }),
    refetchInterval: awaitingMethod ? 1000 : false,
  });
