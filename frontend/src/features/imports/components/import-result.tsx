import { rejectedRowsCsv, type ImportRowResult, type MemberImportView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  ConfirmDialog,
  DataTable,
  InlineAlert,
  PageActions,
  Stack,
  type DataTableColumn,
} from '../../../shared/ui';
import { fieldLabel } from './import-labels.util';

const TONES = { created: 'success', updated: 'primary', skipped: 'neutral', rejected: 'danger' } as const;

const StyledSubtitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledErrors = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

function download(view: MemberImportView, errorHeader: string): void {
  const blob = new Blob([rejectedRowsCsv(view.columns, view.rows, errorHeader)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = view.filename.replace(/\.csv$/i, '') + '-rejected.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** What happened to each row, the rejected rows as a CSV to fix, and Undo (then what Undo did, and whom it left). */
export function ImportResult({
  view,
  onUndo,
  undoPending,
  undoError,
}: {
  view: MemberImportView;
  onUndo: () => void;
  undoPending: boolean;
  undoError: unknown;
}) {
  const { t } = useTranslation(['imports', 'common']);
  const [confirming, setConfirming] = useState(false);
  const undone = view.status === 'undone';
  const columns: DataTableColumn<ImportRowResult>[] = [
    { id: 'row', header: t('preview.row'), cell: (row) => row.row },
    {
      id: 'name',
      header: t('fields.fullName'),
      rowHeader: true,
      cell: (row) => (row.memberId && row.outcome !== 'rejected' ? <Link to={paths.member(row.memberId)}>{row.name}</Link> : row.name),
    },
    { id: 'outcome', header: t('result.outcome'), cell: (row) => <Badge $tone={TONES[row.outcome]}>{t(`result.outcomes.${row.outcome}`)}</Badge> },
    {
      id: 'detail',
      header: t('preview.problems'),
      cell: (row) =>
        row.undo ? (
          t(`result.undo.${row.undo}`)
        ) : row.errors.length > 0 ? (
          <StyledErrors>{row.errors.map((e) => `${fieldLabel(t, e.field)}: ${validationMessage(t, e.message)}`).join(' ')}</StyledErrors>
        ) : (
          ''
        ),
    },
  ];
  return (
    <Stack $gap="lg">
      <Card>
        <Stack $gap="md">
          <CardTitle>{undone ? t('result.undoneTitle') : t('result.title')}</CardTitle>
          <p role="status">
            {t('result.summary', { created: view.counts.created, updated: view.counts.updated, skipped: view.counts.skipped, rejected: view.counts.rejected })}
          </p>
          {undone && view.kept > 0 && <InlineAlert $tone="warning">{t('result.kept', { people: view.kept })}</InlineAlert>}
          {undone && view.kept === 0 && <InlineAlert $tone="success">{t('result.allUndone')}</InlineAlert>}
          {undone && view.households.length > 0 && (
            <section aria-labelledby="import-households-title">
              <StyledSubtitle id="import-households-title">{t('result.households.title')}</StyledSubtitle>
              <ul>
                {view.households.map((household) => (
                  <li key={household.id}>
                    {household.outcome === 'removed'
                      ? t('result.households.removed', { name: household.name })
                      : household.others.length > 0
                        ? t('result.households.kept', { name: household.name, people: household.others.map((person) => person.name).join(', ') })
                        : t('result.households.keptMerged', { name: household.name })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {undoError && !confirming ? <InlineAlert role="alert">{errorMessageOf(t, undoError)}</InlineAlert> : null}
          <PageActions>
            {view.counts.rejected > 0 && (
              <Button variant="secondary" onClick={() => download(view, t('result.errorColumn'))}>
                {t('result.downloadRejected')}
              </Button>
            )}
            {view.status === 'completed' && view.counts.created + view.counts.updated > 0 && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('result.undo.button')}
              </Button>
            )}
            <ButtonLink to={paths.members} variant="secondary">
              {t('result.toDirectory')}
            </ButtonLink>
          </PageActions>
        </Stack>
      </Card>
      <DataTable caption={t('result.rowsCaption')} columns={columns} rows={view.rows} rowKey={(row) => row.row} density="compact" />
      {confirming && (
        <ConfirmDialog
          title={t('result.undo.title')}
          confirmLabel={t('result.undo.confirm')}
          pendingLabel={t('result.undo.pending')}
          pending={undoPending}
          error={undoError ? errorMessageOf(t, undoError) : null}
          onConfirm={() => {
            onUndo();
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        >
          {t('result.undo.body', { created: view.counts.created, updated: view.counts.updated })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
