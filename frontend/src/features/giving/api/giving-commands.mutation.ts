import type { CloseBatchDto, CommandResult, CreateBatchDto, CreateDonationDto, CreateFundDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

const post = (path: string, body: object = {}) => apiFetch<CommandResult>(path, { method: 'POST', body });

/** A giving command: the screen shows its own refusal; every giving read is refreshed after it. */
function useGivingCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: givingKeys.all }),
  });
}

/** `POST /api/funds`. */
export const useOpenFund = () => useGivingCommand((body: CreateFundDto) => post('/api/funds', body));
/** `POST /api/funds/:id/close`. */
export const useCloseFund = () => useGivingCommand((fundId: string) => post(`/api/funds/${encodeURIComponent(fundId)}/close`));
/** `POST /api/funds/:id/reopen`. */
export const useReopenFund = () => useGivingCommand((fundId: string) => post(`/api/funds/${encodeURIComponent(fundId)}/reopen`));
/** `POST /api/donations`. */
export const useRecordDonation = () => useGivingCommand((body: CreateDonationDto) => post('/api/donations', body));
/** `POST /api/donations/:id/reversals`. */
export const useReverseDonation = () =>
  useGivingCommand(({ id, reason }: { id: string; reason: string }) => post(`/api/donations/${encodeURIComponent(id)}/reversals`, { reason }));
/** `POST /api/batches`. */
export const useOpenBatch = () => useGivingCommand((body: CreateBatchDto) => post('/api/batches', body));
/** `POST /api/batches/:id/close`: 409 BATCH_NOT_RECONCILED when the count differs from what was entered. */
export const useCloseBatch = () =>
  useGivingCommand(({ id, ...body }: CloseBatchDto & { id: string }) => post(`/api/batches/${encodeURIComponent(id)}/close`, body));
