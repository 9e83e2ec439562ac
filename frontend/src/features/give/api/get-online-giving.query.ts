import type { OnlineGivingStatus } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { giveKeys } from './give-keys.constant';

/** `GET /api/giving/online`: whether online giving is on, and the funds and currency to give in. */
export const useOnlineGiving = () =>
  useQuery({ queryKey: giveKeys.status(), queryFn: ({ signal }) => apiFetch<OnlineGivingStatus>('/api/giving/online', { signal }) });
