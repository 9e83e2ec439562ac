import type { ClientErrorView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/hooks';
import { Badge, Button, DataTable, ListPage, type DataTableColumn } from '../../../shared/ui';
import { useClientErrors } from '../api/get-client-errors.query';

/** Codes and paths: a long path may break anywhere rather than widen its column. */
const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
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

  const columns: Array<DataTableColumn<ClientErrorView>> = [
    { id: 'when', header: t('pages.admin-errors.when'), cell: (entry) => format.dateTime(entry.receivedAt) },
    {
      id: 'error',
      header: t('pages.admin-errors.error'),
      cell: (entry) => (
        <>
          <StyledCode>{entry.code}</StyledCode> <Badge>{t(`pages.admin-errors.types.${entry.type}`)}</Badge>
          <StyledMuted>{entry.message}</StyledMuted>
        </>
      ),
    },
    { id: 'where', header: t('pages.admin-errors.where'), cell: (entry) => <StyledCode>{entry.path}</StyledCode> },
    { id: 'who', header: t('pages.admin-errors.who'), cell: (entry) => entry.userName ?? t('pages.admin-errors.signedOut') },
  ];

  return (
    <ListPage
      title={title}
      subtitle={t('pages.admin-errors.subtitle')}
      actions={
        <Button variant="secondary" onClick={() => void errors.refetch()} disabled={errors.isFetching}>
          {t('pages.admin-errors.refresh')}
        </Button>
      }
      query={errors}
      words={{ failed: t('pages.admin-errors.loadFailed'), empty: t('pages.admin-errors.empty') }}
      isEmpty={(page) => page.items.length === 0}
    >
      {(page) => (
        <DataTable
          caption={t('pages.admin-errors.caption', { shown: page.items.length, total: page.total, capacity: page.capacity })}
          density="compact"
          columns={columns}
          rows={page.items}
          rowKey={(entry) => entry.id}
        />
      )}
    </ListPage>
  );
}
