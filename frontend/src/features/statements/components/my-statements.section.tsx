import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/i18n';
import { Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useStatements } from '../api/statements.query';
import { StatementsTable } from './statements.table';

/** The signed-in member's own year-end statements, each downloadable (for /my-giving). */
export function MyStatementsSection() {
  const { t } = useTranslation('statements');
  const statements = useStatements(null);
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('mine.title')}</CardTitle>
        {statements.isPending ? (
          <LoadingState />
        ) : statements.isError ? (
          <ErrorState title={t('loadFailed')} description={errorMessageOf(t, statements.error)} onRetry={() => void statements.refetch()} />
        ) : statements.data.length === 0 ? (
          <EmptyState title={t('mine.empty')} />
        ) : (
          <StatementsTable statements={statements.data} showDonor={false} />
        )}
      </Stack>
    </Card>
  );
}
