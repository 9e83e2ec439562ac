import { EXPENSE_PAYMENT_METHODS, EXPENSE_STATES, type ExpensePaymentMethod, type ExpenseState, type ExpenseView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { errorMessageOf, moneyText, useFormat } from '../../../shared/i18n';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
} from '../../../shared/ui';
import { useApproveExpense, usePayExpense, useRejectExpense } from '../api/finance-commands.mutation';
import { useExpenses } from '../api/finance.queries';
import { StyledFields } from './budgets.tab';
import { useExpenseColumns } from './expense-cells';
import { ExpenseForm } from './expense.form';

/** Every expense of the year by state; the finance role approves, rejects (with a reason) and pays them, never their own. */
export function ExpensesTab({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const manages = useCan('finance.manage');
  const submits = useCan('finance.expenses.submit');
  const [state, setState] = useState<ExpenseState | ''>('');
  const expenses = useExpenses(year, state);
  const columns = useExpenseColumns();
  const approve = useApproveExpense();
  const [rejecting, setRejecting] = useState<ExpenseView | null>(null);
  const [paying, setPaying] = useState<ExpenseView | null>(null);
  const label = (e: ExpenseView) => t('expenses.label', { payee: e.payee, amount: moneyText(e.amount, format.language) });
  return (
    <Stack $gap="lg">
      {submits && <ExpenseForm year={year} />}
      <StyledFields>
        <SelectField
          label={t('expenses.filter')}
          value={state}
          options={[{ value: '', label: t('expenses.allStates') }, ...EXPENSE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          onChange={(event) => setState(event.target.value as ExpenseState | '')}
        />
      </StyledFields>
      {approve.isError && <InlineAlert $tone="danger">{errorMessageOf(t, approve.error)}</InlineAlert>}
      {expenses.isPending ? (
        <LoadingState label={t('loading')} />
      ) : expenses.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void expenses.refetch()} retrying={expenses.isFetching} />
      ) : expenses.data.length === 0 ? (
        <EmptyState title={state ? t('expenses.emptyState', { state: t(`states.${state}`) }) : t('expenses.empty')} />
      ) : (
        <DataTable<ExpenseView>
          caption={t('expenses.caption', { year })}
          captionHidden
          rows={expenses.data}
          rowKey={(e) => e.id}
          columns={columns}
          {...(manages
            ? {
                actions: {
                  header: t('expenses.actions'),
                  cell: (e: ExpenseView) =>
                    e.state === 'submitted' ? (
                      <>
                        <Button
                          size="sm"
                          disabled={approve.isPending}
                          onClick={() => approve.mutate(e.id)}
                          aria-label={t('expenses.approveLabel', { expense: label(e) })}
                        >
                          {t('expenses.approve')}
                        </Button>{' '}
                        <Button size="sm" variant="secondary" onClick={() => setRejecting(e)} aria-label={t('expenses.rejectLabel', { expense: label(e) })}>
                          {t('expenses.reject')}
                        </Button>
                      </>
                    ) : e.state === 'approved' ? (
                      <Button size="sm" onClick={() => setPaying(e)} aria-label={t('expenses.payLabel', { expense: label(e) })}>
                        {t('expenses.pay')}
                      </Button>
                    ) : null,
                },
              }
            : {})}
        />
      )}
      {rejecting && <RejectDialog expense={rejecting} title={label(rejecting)} onClose={() => setRejecting(null)} />}
      {paying && <PayDialog expense={paying} title={label(paying)} onClose={() => setPaying(null)} />}
    </Stack>
  );
}

function RejectDialog({ expense, title, onClose }: { expense: ExpenseView; title: string; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const reject = useRejectExpense();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <ConfirmDialog
      title={t('expenses.rejectTitle', { expense: title })}
      confirmLabel={t('expenses.reject')}
      pendingLabel={t('expenses.rejecting')}
      pending={reject.isPending}
      error={reject.isError ? errorMessageOf(t, reject.error) : null}
      onClose={onClose}
      onConfirm={() => {
        setTried(true);
        if (reason.trim()) reject.mutate({ id: expense.id, reason: reason.trim() }, { onSuccess: onClose });
      }}
    >
      <TextAreaField
        label={t('expenses.reason')}
        value={reason}
        required
        error={tried && !reason.trim() ? t('expenses.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function PayDialog({ expense, title, onClose }: { expense: ExpenseView; title: string; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const pay = usePayExpense();
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<ExpensePaymentMethod>('bank-transfer');
  const [reference, setReference] = useState('');
  return (
    <ConfirmDialog
      title={t('expenses.payTitle', { expense: title })}
      tone="primary"
      confirmLabel={t('expenses.pay')}
      pendingLabel={t('expenses.paying')}
      pending={pay.isPending}
      error={pay.isError ? errorMessageOf(t, pay.error) : null}
      onClose={onClose}
      onConfirm={() =>
        paidOn && pay.mutate({ id: expense.id, paidOn, method, ...(reference.trim() ? { reference: reference.trim() } : {}) }, { onSuccess: onClose })
      }
    >
      <Stack $gap="md">
        <TextField type="date" label={t('expenses.paidOn')} value={paidOn} required onChange={(event) => setPaidOn(event.target.value)} />
        <SelectField
          label={t('expenses.method')}
          value={method}
          options={EXPENSE_PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
          onChange={(event) => setMethod(event.target.value as ExpensePaymentMethod)}
        />
        <TextField label={t('expenses.reference')} value={reference} onChange={(event) => setReference(event.target.value)} />
      </Stack>
    </ConfirmDialog>
  );
}
