import type { ExpenseState, ExpenseView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moneyText, useFormat } from '../../../shared/i18n';
import { Badge, type BadgeTone, type DataTableColumn } from '../../../shared/ui';

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTrail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

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
    {
      id: 'line',
      header: t('expenses.budget'),
      cell: (e) => (
        <StyledState>
          {e.line.name}
          <StyledTrail>{t(`categories.${e.category}`)}</StyledTrail>
        </StyledState>
      ),
      hideBelow: 'md',
    },
    { id: 'amount', header: t('expenses.amountHeader'), cell: (e) => moneyText(e.amount, format.language), align: 'end' },
    {
      id: 'state',
      header: t('expenses.state'),
      // The state, and under it who moved it there and when: one column, so the table fits beside the sidebar.
      cell: (e) => (
        <StyledState>
          <ExpenseStateBadge state={e.state} />
          <StyledTrail>
            <ExpenseTrail expense={e} />
          </StyledTrail>
        </StyledState>
      ),
    },
    {
      id: 'receipt',
      header: t('expenses.receipt'),
      cell: (e) =>
        e.receipt ? (
          <a
            href={`/api/expenses/${encodeURIComponent(e.id)}/receipt`}
            target="_blank"
            rel="noreferrer"
            aria-label={t('expenses.viewReceipt', { payee: e.payee })}
          >
            {t('expenses.receiptShort')}
          </a>
        ) : (
          t('expenses.noReceipt')
        ),
    },
  ];
}
