import { programRoom, type ProgramItemView, type ProgramView } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { consistency } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';
import { useRealtimeRoom } from '../../../shared/realtime';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, InlineAlert, LoadingState, TextField, VisuallyHidden, useToast } from '../../../shared/ui';
import { useProgram } from '../api/get-program.query';
import { useAddItem, useChangeItem, useMoveItem, useRemoveItem } from '../api/program-items.mutation';
import { useSaveTemplate } from '../api/save-template.mutation';
import { programPath, worshipKeys } from '../api/worship-query-keys.constant';
import { ProgramItemDialog } from './program-item.dialog';
import { ProgramItemsList } from './program-items.list';
import { useChurchFormat } from './use-church-format.hook';
import { formatDuration } from './worship-format.util';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledSummary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
`;

const StyledLink = styled.a`
  align-self: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
`;

const StyledTemplateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

/** The items with their start times recomputed from the service's start, for an order shown before the server has it. */
function reordered(program: ProgramView, order: string[] | null): ProgramItemView[] {
  if (!order) return program.items;
  const byId = new Map(program.items.map((item) => [item.id, item]));
  const items = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  if (items.length !== program.items.length) return program.items;
  let offset = 0;
  const start = Date.parse(program.serviceStart);
  return items.map((item) => {
    const at = { ...item, offsetSeconds: offset, startsAt: new Date(start + offset * 1000).toISOString() };
    offset += item.durationSeconds;
    return at;
  });
}

/** One program: its items in order with running times, edited live with the team. */
export function ProgramEditor({ programId }: { programId: string }) {
  const { t } = useTranslation('worship');
  const toast = useToast();
  const queryClient = useQueryClient();
  const program = useProgram(programId);
  const format = useChurchFormat(program.data?.timeZone);
  const canEdit = useCan('worship.write');
  const canSaveTemplate = useCan('worship.templates.write');
  const [order, setOrder] = useState<{ revision: number; ids: string[] } | null>(null);
  const [editing, setEditing] = useState<ProgramItemView | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProgramItemView | null>(null);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [liveNote, setLiveNote] = useState('');
  const add = useAddItem();
  const change = useChangeItem();
  const remove = useRemoveItem();
  const move = useMoveItem();
  const saveTemplate = useSaveTemplate();

  const live = useRealtimeRoom(
    programRoom(programId),
    {
      'program:changed': ({ position }) => {
        consistency.note(position);
        void queryClient.invalidateQueries({ queryKey: worshipKeys.program(programId) });
        setLiveNote(t('program.liveUpdated'));
      },
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: worshipKeys.program(programId) }) },
  );

  if (program.isPending) return <LoadingState label={t('program.loading')} />;
  if (program.isError)
    return <ErrorState title={t('program.loadFailed')} description={errorMessageOf(t, program.error)} onRetry={() => void program.refetch()} />;
  const view = program.data;
  // A local order stands only until the server's program catches up with it.
  const items = reordered(view, order && order.revision >= view.revision ? order.ids : null);
  const revision = view.revision;
  const onFailure = (error: unknown) => {
    if ((error as { code?: string }).code === 'CONCURRENCY_CONFLICT') setConflict(true);
    else toast.show({ tone: 'error', title: t('program.saveFailed'), message: errorMessageOf(t, error) });
  };

  return (
    <Card>
      <StyledHeader>
        <div>
          <StyledTitle>{view.title}</StyledTitle>
          <StyledSummary data-testid="program-summary">
            {t('program.summary', {
              date: format.date(view.serviceStart),
              start: format.time(view.serviceStart),
              end: format.time(view.endsAt),
              length: formatDuration(view.totalSeconds),
              items: view.items.length,
            })}
          </StyledSummary>
          <StyledSummary>{live.status === 'live' ? t('program.live') : t('program.notLive')}</StyledSummary>
        </div>
        <StyledActions>
          {canEdit && <Button onClick={() => setEditing('new')}>{t('program.addItem')}</Button>}
          {canSaveTemplate && view.items.length > 0 && (
            <Button variant="secondary" onClick={() => setTemplateName(view.title)}>
              {t('program.saveTemplate')}
            </Button>
          )}
          <StyledLink href={`${programPath(programId)}/run-sheet.pdf`} download>
            {t('program.runSheet')}
          </StyledLink>
        </StyledActions>
      </StyledHeader>
      {templateName !== null && (
        <StyledTemplateForm
          onSubmit={(event) => {
            event.preventDefault();
            saveTemplate.mutate(
              { name: templateName.trim(), programId },
              {
                onSuccess: () => {
                  toast.show({ tone: 'success', title: t('program.saveTemplate'), message: t('program.templateSaved', { name: templateName.trim() }) });
                  setTemplateName(null);
                },
                onError: onFailure,
              },
            );
          }}
        >
          <TextField label={t('program.templateName')} value={templateName} maxLength={200} required onChange={(e) => setTemplateName(e.target.value)} />
          <Button type="submit" disabled={!templateName.trim() || saveTemplate.isPending}>
            {t('program.saveTemplateConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setTemplateName(null)}>
            {t('program.cancel')}
          </Button>
        </StyledTemplateForm>
      )}
      {conflict && (
        <InlineAlert role="alert" $tone="warning">
          {t('program.conflict')}{' '}
          <Button variant="ghost" size="sm" onClick={() => setConflict(false)}>
            {t('program.dismiss')}
          </Button>
        </InlineAlert>
      )}
      {items.length === 0 ? (
        <EmptyState title={t('program.empty')} description={canEdit ? t('program.emptyHint') : undefined} />
      ) : (
        <ProgramItemsList
          items={items}
          zone={view.timeZone}
          editable={canEdit}
          onEdit={(item) => setEditing(item)}
          onRemove={(item) => setRemoving(item)}
          onMove={(itemId, index, ids) => {
            setOrder({ revision, ids });
            setConflict(false);
            move.mutate(
              { programId, revision, itemId, index },
              {
                onError: (error) => {
                  setOrder(null);
                  onFailure(error);
                },
              },
            );
          }}
        />
      )}
      <VisuallyHidden aria-live="polite">{liveNote}</VisuallyHidden>
      {editing !== null && (
        <ProgramItemDialog
          open
          item={editing === 'new' ? null : editing}
          pending={add.isPending || change.isPending}
          error={add.error ?? change.error}
          onClose={() => {
            add.reset();
            change.reset();
            setEditing(null);
          }}
          onSave={(item) => {
            const done = {
              onSuccess: () => setEditing(null),
              onError: (error: unknown) => (error as { code?: string }).code === 'CONCURRENCY_CONFLICT' && setConflict(true),
            };
            if (editing === 'new') add.mutate({ programId, revision, item }, done);
            else change.mutate({ programId, revision, itemId: editing.id, item }, done);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('program.removeTitle')}
          confirmLabel={t('items.remove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            remove.mutate({ programId, revision, itemId: removing.id }, { onError: onFailure });
            setRemoving(null);
          }}
        >
          {t('program.removeMessage', { title: removing.title })}
        </ConfirmDialog>
      )}
    </Card>
  );
}
