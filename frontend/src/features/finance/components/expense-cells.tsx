import type { ExpenseState, ExpenseView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n';
import { Badge, type BadgeTone, type DataTableColumn } from '../../../shared/ui';
import { moneyText } from './money.util';

const STATE_TONES: Record<ExpenseState, BadgeTone> = { submitted: 'warning', approved: 'primary', rejected: 'danger', paid: 'success' };

export function ExpenseStateBadge({ state }: { state: ExpenseState }) {
  const { t } = useTranslation('finance');
  return <Badge $tone={STATE_TONES[state]}>{t(`states.${state}`)}</Badge>;
}

/** Where an expense stands in words: who approved, rejected or paid it, and the reason of a rejection. */
export function ExpenseTrail({ expense }: { expense: ExpenseView }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  if (expense.state === 'rejected')
    return (
      <>{t('expenses.rejectedBy', { name: expense.decidedBy?.displayName ?? '', date: format.date(expense.decidedAt!), reason: expense.rejectionReason })}</>
    );
  if (expense.state === 'paid')
    return (
      <>
        {t('expenses.paidBy', { name: expense.paidBy?.displayName ?? '', date: format.date(expense.paidOn!), method: t(`methods.${expense.paymentMethod!}`) })}
      </>
    );
  if (expense.state === 'approved')
    return <>{t('expenses.approvedBy', { name: expense.decidedBy?.displayName ?? '', date: format.date(expense.decidedAt!) })}</>;
  return <>{t('expenses.submittedBy', { name: expense.submittedBy?.displayName ?? '', date: format.date(expense.submittedAt) })}</>;
}

/** The columns every expense list shows. */
export function useExpenseColumns(): DataTableColumn<ExpenseView>[] {
  const { t } = useTranslation('finance');
  const format = useFormat();
  return [
    { id: 'date', header: t('expenses.incurredOn'), cell: (e) => format.date(e.incurredOn) },
    { id: 'payee', header: t('expenses.payee'), cell: (e) => e.payee, rowHeader: true },
    { id: 'description', header: t('expenses.description'), cell: (e) => e.description, hideBelow: 'md' },
    { id: 'line', header: t('expenses.budget'), cell: (e) => e.line.name, hideBelow: 'md' },
    { id: 'category', header: t('expenses.category'), cell: (e) => t(`categories.${e.category}`), hideBelow: 'lg' },
    { id: 'amount', header: t('expenses.amountHeader'), cell: (e) => moneyText(e.amount, format.language), align: 'end' },
    { id: 'state', header: t('expenses.state'), cell: (e) => <ExpenseStateBadge state={e.state} /> },
    { id: 'trail', header: t('expenses.trail'), cell: (e) => <ExpenseTrail expense={e} />, hideBelow: 'lg' },
    {
      id: 'receipt',
      header: t('expenses.receipt'),
      cell: (e) =>
        e.receipt ? (
          <a href={`/api/expenses/${encodeURIComponent(e.id)}/receipt`} target="_blank" rel="noreferrer">
            {t('expenses.viewReceipt', { payee: e.payee })}
          </a>
        ) : (
          t('expenses.noReceipt')
        ),
    },
  ];
}
