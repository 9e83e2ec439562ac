import type { SecurityLogAnchoring } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `POST /api/security/anchor`: the server verifies the chain and, when intact, anchors it now. */
export function anchorChain(): Promise<SecurityLogAnchoring> {
  return apiFetch<SecurityLogAnchoring>('/api/security/anchor', { method: 'POST' });
}

export function useAnchorChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anchorChain,
    onSuccess: ({ anchor }) => queryClient.setQueryData(securityKeys.anchor(), { anchor }),
  });
}
