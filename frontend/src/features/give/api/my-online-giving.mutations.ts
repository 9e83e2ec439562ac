import type { BankAccountSetup, CardSetupPage, CommandResult, SaveBankAccountDto, ScheduleRecurringGiftDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { giveKeys } from './give-keys.constant';

function useMineChanging<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: giveKeys.mine() }) });
}

/** `POST /api/me/payment-methods/card-setup`: the provider's page to enter the card on. */
export const useStartCardSetup = () => useMutation({ mutationFn: () => apiFetch<CardSetupPage>('/api/me/payment-methods/card-setup', { method: 'POST' }) });

/** `POST /api/me/payment-methods/bank-accounts`. */
export const useSaveBankAccount = () =>
  useMineChanging((body: SaveBankAccountDto) => apiFetch<BankAccountSetup>('/api/me/payment-methods/bank-accounts', { method: 'POST', body }));

/** `DELETE /api/me/payment-methods/:id`. */
export const useRemovePaymentMethod = () =>
  useMineChanging((id: string) => apiFetch<CommandResult>(`/api/me/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** `POST /api/me/recurring-gifts`. */
export const useScheduleRecurringGift = () =>
  useMineChanging((body: ScheduleRecurringGiftDto) => apiFetch<CommandResult>('/api/me/recurring-gifts', { method: 'POST', body }));

/** `POST /api/me/recurring-gifts/:id/pause|resume|cancel` on the revision shown. */
export const useChangeRecurringGift = () =>
  useMineChanging(({ id, change, revision }: { id: string; change: 'pause' | 'resume' | 'cancel'; revision: number }) =>
    apiFetch<CommandResult>(`/api/me/recurring-gifts/${encodeURIComponent(id)}/${change}`, { method: 'POST', headers: { 'If-Match': `"${revision}"` } }),
  );
