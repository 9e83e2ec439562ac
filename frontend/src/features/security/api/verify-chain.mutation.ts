import type { ChainVerification } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** `POST /api/security/verify-chain`: the server recomputes the log's hash chain. */
export function verifyChain(): Promise<ChainVerification> {
  return apiFetch<ChainVerification>('/api/security/verify-chain', { method: 'POST' });
}

export function useVerifyChain() {
  return useMutation({ mutationFn: verifyChain });
}
