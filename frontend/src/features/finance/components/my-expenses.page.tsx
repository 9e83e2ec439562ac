import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useMyExpenses } from '../api/finance.queries';
import { useExpenseColumns } from './expense-cells';
import { ExpenseForm } from './expense.form';
import { YearField } from './year-field';

/** `/my-expenses`: the office and ministry leaders submit what they bought, with the receipt, and follow where it stands. */
export default function MyExpensesPage() {
  const { t } = useTranslation('finance');
  const [year, setYear] = useState(() => new Date().getFullYear());
  const expenses = useMyExpenses(year);
  const columns = useExpenseColumns();
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.my-expenses.title')}</PageHeading>
          <PageSubtitle>{t('mine.subtitle')}</PageSubtitle>
        </div>
        <YearField year={year} onChange={setYear} />
      </PageHeader>
      <ExpenseForm year={year} />
      {expenses.isPending ? (
        <LoadingState label={t('loading')} />
      ) : expenses.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void expenses.refetch()} retrying={expenses.isFetching} />
      ) : expenses.data.length === 0 ? (
        <EmptyState title={t('expenses.empty')} />
      ) : (
        <DataTable caption={t('mine.caption', { year })} rows={expenses.data} rowKey={(e) => e.id} columns={columns} />
      )}
    </Stack>
  );
}
