import type { ImportDuplicateChoice, ImportMapping } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, EmptyState, ErrorState, InlineAlert, LoadingState, PageActions, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useCommitMemberImport } from '../api/commit-member-import.mutation';
import { useMemberImport } from '../api/get-member-import.query';
import { useMemberImportPreview } from '../api/preview-member-import.query';
import { useUndoMemberImport } from '../api/undo-member-import.mutation';
import { useUploadMemberImport } from '../api/upload-member-import.mutation';
import { ImportMappingStep } from './import-mapping.step';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { ImportUploadStep } from './import-upload.step';

/**
 * `/members/import`: upload, mapping and preview, the job's progress, the result and Undo. The
 * import's id is in the address (`?id=`), so a reload (or a link) returns to the same step with
 * the job where the server has it.
 */
export default function MemberImportPage() {
  const { t } = useTranslation(['imports', 'common']);
  useDocumentTitle(t('pages.members-import.title'));
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const upload = useUploadMemberImport();

  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.members-import.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {id === '' ? (
        <ImportUploadStep
          pending={upload.isPending}
          error={upload.error}
          onFile={(file) => upload.mutate(file, { onSuccess: (answer) => setParams({ id: answer.id }) })}
        />
      ) : (
        <ImportSteps key={id} id={id} onRestart={() => setParams({})} />
      )}
    </Stack>
  );
}

function ImportSteps({ id, onRestart }: { id: string; onRestart: () => void }) {
  const { t } = useTranslation(['imports', 'common']);
  const view = useMemberImport(id);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [duplicates, setDuplicates] = useState<ImportDuplicateChoice>('skip');
  const uploaded = view.data?.status === 'uploaded';
  const preview = useMemberImportPreview(id, mapping, duplicates, uploaded);
  const commit = useCommitMemberImport();
  const undo = useUndoMemberImport();

  if (view.isPending) return <LoadingState label={t('loading')} />;
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.code === 'NOT_FOUND') {
      return <EmptyState title={t('notFound')} action={<Button onClick={onRestart}>{t('upload.another')}</Button>} />;
    }
    return <ErrorState title={errorMessageOf(t, view.error)} onRetry={() => void view.refetch()} retrying={view.isFetching} />;
  }
  const current = view.data;
  if (current.status === 'running' || current.status === 'undoing') return <ImportProgress view={current} />;
  if (current.status === 'completed' || current.status === 'undone') {
    return (
      <Stack $gap="lg">
        <ImportResult view={current} onUndo={() => undo.mutate(id)} undoPending={undo.isPending} undoError={undo.error} />
        <PageActions>
          <Button variant="secondary" onClick={onRestart}>
            {t('upload.another')}
          </Button>
        </PageActions>
      </Stack>
    );
  }
  if (preview.isPending) return <LoadingState label={t('preview.loading')} />;
  if (preview.isError) return <ErrorState title={errorMessageOf(t, preview.error)} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />;
  const shown = mapping ?? preview.data.mapping;
  const nothingToDo = preview.data.counts.create + preview.data.counts.update === 0;
  return (
    <Stack $gap="lg">
      <ImportMappingStep preview={preview.data} mapping={shown} duplicates={duplicates} onMapping={setMapping} onDuplicates={setDuplicates} />
      {commit.error ? <InlineAlert role="alert">{errorMessageOf(t, commit.error)}</InlineAlert> : null}
      <PageActions>
        <Button variant="secondary" onClick={onRestart}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          disabled={commit.isPending || preview.isFetching || nothingToDo}
          onClick={() => commit.mutate({ id, mapping: shown, duplicates }, { onSuccess: () => void view.refetch() })}
        >
          {commit.isPending ? t('commit.pending') : t('commit.button', { rows: preview.data.counts.create + preview.data.counts.update })}
        </Button>
      </PageActions>
    </Stack>
  );
}
