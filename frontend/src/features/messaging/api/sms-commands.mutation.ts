import type { CommandResult, ComposeSmsDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { smsKeys } from './sms-keys.constant';

function useSmsCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta: SHOWS_OWN_ERRORS, onSettled: () => client.invalidateQueries({ queryKey: smsKeys.all }) });
}

/** `POST /api/sms/sends`. */
export const useComposeSms = () => useSmsCommand((body: ComposeSmsDto) => apiFetch<CommandResult>('/api/sms/sends', { method: 'POST', body }));

/** `POST /api/sms/sends/:id/cancel`. */
export const useCancelSms = () =>
  useSmsCommand((id: string) => apiFetch<CommandResult>(`/api/sms/sends/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }));
