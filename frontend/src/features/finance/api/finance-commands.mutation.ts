import type { CommandResult, CreateBudgetDto, Money, PayExpenseDto, SubmitExpenseDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, SHOWS_OWN_ERRORS, apiFetch, errorFromResponse } from '../../../shared/api';
import { currentLanguage } from '../../../shared/i18n';
import { financeKeys } from './finance-keys.constant';

const post = (path: string, body: object = {}) => apiFetch<CommandResult>(path, { method: 'POST', body });
const expensePath = (id: string, step: string) => `/api/expenses/${encodeURIComponent(id)}/${step}`;

/** A finance command: the screen shows its own refusal; every finance read is refreshed after it. */
function useFinanceCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** `POST /api/expenses/:id/receipt`, multipart with the file in `file`. */
async function uploadReceipt(expenseId: string, file: File): Promise<CommandResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(expensePath(expenseId, 'receipt'), {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
    throw error;
  }
  const payload = parsed(await response.text().catch(() => ''));
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as CommandResult;
}

/** `POST /api/budgets`. */
export const useCreateBudget = () => useFinanceCommand((body: CreateBudgetDto) => post('/api/budgets', body));
/** `PUT /api/budgets/:id` with `If-Match: <revision>`: a stale revision is 409 and the lists are fetched again. */
export const useChangeBudget = () =>
  useFinanceCommand(({ id, revision, amount }: { id: string; revision: number; amount: Money }) =>
    apiFetch<CommandResult>(`/api/budgets/${encodeURIComponent(id)}`, { method: 'PUT', headers: { 'If-Match': String(revision) }, body: { amount } }),
  );
/** `POST /api/budgets/:id/close`. */
export const useCloseBudget = () => useFinanceCommand((id: string) => post(`/api/budgets/${encodeURIComponent(id)}/close`));
/** `POST /api/expenses`, then its receipt: one step for the person submitting. */
export const useSubmitExpense = () =>
  useFinanceCommand(async ({ body, receipt }: { body: SubmitExpenseDto; receipt: File | null }) => {
    const done = await post('/api/expenses', body);
    return receipt ? uploadReceipt(done.id, receipt) : done;
  });
/** `POST /api/expenses/:id/approval`. */
export const useApproveExpense = () => useFinanceCommand((id: string) => post(expensePath(id, 'approval')));
/** `POST /api/expenses/:id/rejection`. */
export const useRejectExpense = () => useFinanceCommand(({ id, reason }: { id: string; reason: string }) => post(expensePath(id, 'rejection'), { reason }));
/** `POST /api/expenses/:id/payment`. */
export const usePayExpense = () => useFinanceCommand(({ id, ...body }: PayExpenseDto & { id: string }) => post(expensePath(id, 'payment'), body));
