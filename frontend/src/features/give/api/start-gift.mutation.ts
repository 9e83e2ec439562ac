import type { OnlineCheckout, StartOnlineGiftDto, StartVisitorGiftDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** `POST /api/giving/online/gifts` (signed in) or `/visitor-gifts`: where to pay, on the provider's page. */
export const useStartGift = () =>
  useMutation({
    mutationFn: (gift: { visitor: false; body: StartOnlineGiftDto } | { visitor: true; body: StartVisitorGiftDto }) =>
      apiFetch<OnlineCheckout>(gift.visitor ? '/api/giving/online/visitor-gifts' : '/api/giving/online/gifts', { method: 'POST', body: gift.body }),
  });
