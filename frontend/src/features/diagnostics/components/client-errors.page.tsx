import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/hooks';
import { Badge, Button, Card, DataTable, EmptyState, ErrorState, LoadingState, PageActions, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { useClientErrors } from '../api/get-client-errors.query';

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** `/admin/errors`: what went wrong in people's browsers, newest first, for administrators. */
export default function ClientErrorsPage() {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const title = t('pages.admin-errors.title');
  useDocumentTitle(title);
  const errors = useClientErrors();

  let body;
  if (errors.isPending) body = <LoadingState />;
  else if (errors.isError)
    body = (
      <ErrorState
        title={t('pages.admin-errors.loadFailed')}
        description={errorMessageOf(t, errors.error)}
        onRetry={() => void errors.refetch()}
        retrying={errors.isFetching}
      />
    );
  else if (errors.data.items.length === 0) body = <EmptyState title={t('pages.admin-errors.empty')} />;
  else {
    const columns = {
      when: t('pages.admin-errors.when'),
      error: t('pages.admin-errors.error'),
      where: t('pages.admin-errors.where'),
      who: t('pages.admin-errors.who'),
    };
    body = (
      <DataTable>
        <caption>{t('pages.admin-errors.caption', { shown: errors.data.items.length, total: errors.data.total, capacity: errors.data.capacity })}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.error}</th>
            <th scope="col">{columns.where}</th>
            <th scope="col">{columns.who}</th>
          </tr>
        </thead>
        <tbody>
          {errors.data.items.map((entry) => (
            <tr key={entry.id}>
              <td data-label={columns.when}>{format.dateTime(entry.receivedAt)}</td>
              <td data-label={columns.error}>
                <StyledCode>{entry.code}</StyledCode> <Badge>{t(`pages.admin-errors.types.${entry.type}`)}</Badge>
                <StyledMuted>{entry.message}</StyledMuted>
              </td>
              <td data-label={columns.where}>
                <StyledCode>{entry.path}</StyledCode>
              </td>
              <td data-label={columns.who}>{entry.userName ?? t('pages.admin-errors.signedOut')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('pages.admin-errors.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button variant="secondary" onClick={() => void errors.refetch()} disabled={errors.isFetching}>
            {t('pages.admin-errors.refresh')}
          </Button>
        </PageActions>
      </PageHeader>
      <Card>{body}</Card>
    </>
  );
}
