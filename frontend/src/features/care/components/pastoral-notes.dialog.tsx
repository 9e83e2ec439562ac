import { WritePastoralNoteDto } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useFormat } from '../../../shared/i18n';
import { Button, Dialog, EmptyState, ErrorState, Form, LoadingState, Stack, SubmitButton, TextAreaField } from '../../../shared/ui';
import { usePastoralNotes } from '../api/get-pastoral-notes.query';
import { useWritePastoralNote } from '../api/write-pastoral-note.mutation';

const StyledNotes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-block-size: 18rem;
  overflow-y: auto;
`;

const StyledNote = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledByline = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
`;

export interface NotesTarget {
  memberId: string;
  memberName: string;
  careRequestId?: string;
}

/** Confidential notes on a person or a care request: opened only here, for pastors (every read is in the security log). */
export function PastoralNotesDialog({ target, onClose }: { target: NotesTarget | null; onClose: () => void }) {
  const { t } = useTranslation('care');
  return (
    <Dialog
      open={target !== null}
      title={t('care.notes.title', { name: target?.memberName ?? '' })}
      description={t('care.notes.description')}
      onClose={onClose}
    >
      {target && <PastoralNotes target={target} onClose={onClose} />}
    </Dialog>
  );
}

function PastoralNotes({ target, onClose }: { target: NotesTarget; onClose: () => void }) {
  const { t } = useTranslation(['care', 'common']);
  const format = useFormat();
  const notes = usePastoralNotes(target.memberId, target.careRequestId);
  const write = useWritePastoralNote();
  const form = useFormErrors(t, ['text'] as const);
  const [text, setText] = useState('');

  const submit = () => {
    const body: Record<string, unknown> = { memberId: target.memberId, text };
    if (target.careRequestId) body.careRequestId = target.careRequestId;
    const result = validateDto(WritePastoralNoteDto, body);
    if (!form.acceptClientCheck(result) || !result.valid) return;
    write.mutate(result.value, { onSuccess: () => setText(''), onError: form.showServerError });
  };

  return (
    <Stack $gap="lg">
      {notes.isPending ? (
        <LoadingState label={t('care.notes.loading')} />
      ) : notes.isError ? (
        <ErrorState title={t('care.notes.failed')} onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
      ) : notes.data.items.length === 0 ? (
        <EmptyState title={t('care.notes.empty')} />
      ) : (
        <StyledNotes aria-label={t('care.notes.listLabel')}>
          {notes.data.items.map((note) => (
            <StyledNote key={note.id}>
              {note.text}
              <StyledByline>{t('care.notes.byline', { name: note.authorName, date: format.dateTime(note.writtenAt) })}</StyledByline>
            </StyledNote>
          ))}
        </StyledNotes>
      )}
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('care.notes.close')}
            </Button>
            <SubmitButton pending={write.isPending} pendingLabel={t('care.notes.saving')}>
              {t('care.notes.add')}
            </SubmitButton>
          </>
        }
      >
        <TextAreaField
          label={t('care.notes.text')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            form.clearField('text');
          }}
          error={form.errors.text}
          disabled={write.isPending}
          rows={3}
        />
      </Form>
    </Stack>
  );
}
