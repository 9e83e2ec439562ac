import { ChangeSermonDto, CreateSermonDto, SERMON_LIMITS, SERMON_MEDIA_TYPES, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { pathOf } from '../../../shared/routing';
import { useOwnedState } from '../../../shared/storage';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  Form,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../shared/ui';
import { useChangeSermon, useCreateSermon } from '../api/sermon-commands.mutation';
import { useSermon, useSermonFacets } from '../api/sermons.queries';
import { MediaPickerDialog, type PickedFile } from './media-picker.dialog';
import { attachmentsOf, bodyOf, draftKey, EMPTY_FORM, formOf, parseDraft, type SermonForm } from './sermon-draft.util';
import { sermonPath } from './sermon-paths.util';
import { SpeakerFields } from './speaker-fields';

const FIELDS = ['title', 'speaker', 'speakerMemberId', 'preachedOn', 'series', 'scripture', 'summary', 'tags', 'transcript', 'media', 'attachmentIds'] as const;

const StyledPicked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledAttachments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRestored = styled(InlineAlert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * `/sermon-new` and `/sermons/:id/edit`: one screen. What is typed is kept in this browser for the
 * signed-in person (per sermon, or 'new') until it is saved, so a reload or a lost tab loses nothing.
 */
export function SermonEditor({ ownerId }: { ownerId: string }) {
  const { id } = useParams();
  const { t } = useTranslation(['sermons', 'shell', 'common']);
  const navigate = useNavigate();
  const routeId = id ? 'sermon-edit' : 'sermon-new';
  useDocumentTitle(t(`shell:pages.${routeId}.title`));
  const sermon = useSermon(id ?? '', Boolean(id));
  const facets = useSermonFacets();
  const [draft, setDraft] = useOwnedState<SermonForm | null>(draftKey(id), ownerId, parseDraft, null);
  const [restored] = useState(() => draft !== null);
  const [discarded, setDiscarded] = useState(false);
  const [picking, setPicking] = useState<'recording' | 'attachment' | null>(null);
  const create = useCreateSermon();
  const change = useChangeSermon();
  const form = useFormErrors(t, FIELDS, { codeFields: { SCRIPTURE_INVALID: 'scripture' } });
  const pending = create.isPending || change.isPending;

  if (id && sermon.isPending) return <LoadingState label={t('detail.loading')} />;
  if (id && sermon.isError) {
    if (isApiError(sermon.error) && sermon.error.status === 404)
      return (
        <Stack $gap="lg">
          <PageHeader>
            <PageHeading>{t('shell:pages.sermon-edit.title')}</PageHeading>
          </PageHeader>
          <Card>
            <EmptyState title={t('shell:pages.sermon-edit.empty')} action={<ButtonLink to={pathOf('sermons')}>{t('shell:pages.sermon.back')}</ButtonLink>} />
          </Card>
        </Stack>
      );
    return <ErrorState title={t('detail.loadFailed')} onRetry={() => void sermon.refetch()} retrying={sermon.isFetching} />;
  }
  const saved = id && sermon.data ? formOf(sermon.data) : EMPTY_FORM;
  const values = draft ?? saved;
  const set = (field: keyof SermonForm) => (event: { target: { value: string } }) => {
    if (field in form.errors) form.clearField(field as (typeof FIELDS)[number]);
    setDraft({ ...values, [field]: event.target.value });
  };

  const attachments = attachmentsOf(values);
  const setAttachments = (files: PickedFile[]) => {
    form.clearField('attachmentIds');
    setDraft({ ...values, attachments: JSON.stringify(files) });
  };
  const pick = (file: PickedFile) => {
    if (picking === 'recording') {
      form.clearField('media');
      setDraft({ ...values, mediaFileId: file.mediaId, mediaFileName: file.name });
    } else if (!attachments.some((a) => a.mediaId === file.mediaId)) setAttachments([...attachments, file]);
    setPicking(null);
  };

  const submit = () => {
    const body = bodyOf(values, sermon.data?.media ?? null);
    const check = validateDto(id ? ChangeSermonDto : CreateSermonDto, body);
    if (body.media?.kind === 'url' && !/^https?:\/\/\S+$/.test(body.media.url)) {
      check.valid = false;
      Object.assign(check.errors, { media: VALIDATION_MESSAGES.choice });
    }
    if (!form.acceptClientCheck(check)) return;
    const done = (result: { id: string }) => {
      setDraft(null);
      void navigate(sermonPath(result.id));
    };
    if (id && sermon.data) change.mutate({ id, revision: sermon.data.revision, body }, { onSuccess: done, onError: form.showServerError });
    else create.mutate(body, { onSuccess: done, onError: form.showServerError });
  };

  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t(`shell:pages.${routeId}.title`)}</PageHeading>
          <PageSubtitle>{t(`shell:pages.${routeId}.subtitle`)}</PageSubtitle>
        </div>
      </PageHeader>
      {restored && !discarded && draft && (
        <StyledRestored $tone="warning" role="status">
          <span>{t('editor.restored')}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDraft(null);
              setDiscarded(true);
            }}
          >
            {t('editor.discard')}
          </Button>
        </StyledRestored>
      )}
      <Card>
        <Form
          form={form}
          onSubmit={submit}
          gap="xl"
          footer={
            <>
              <ButtonLink to={id ? sermonPath(id) : pathOf('sermons')}>{t('common:actions.cancel')}</ButtonLink>
              <SubmitButton pending={pending} pendingLabel={t('editor.saving')}>
                {id ? t('editor.save') : t('editor.create')}
              </SubmitButton>
            </>
          }
        >
          <Stack $gap="lg">
            <CardTitle as="h2">{t('editor.sermon')}</CardTitle>
            <TextField
              label={t('editor.title')}
              name="title"
              required
              maxLength={SERMON_LIMITS.title}
              value={values.title}
              onChange={set('title')}
              error={form.errors.title}
            />
            <StyledGrid>
              <SpeakerFields
                name={values.speaker}
                memberId={values.speakerMemberId}
                errors={{ name: form.errors.speaker, memberId: form.errors.speakerMemberId }}
                onChange={(speaker, speakerMemberId) => {
                  form.clearField('speaker');
                  form.clearField('speakerMemberId');
                  setDraft({ ...values, speaker, speakerMemberId });
                }}
              />
              <TextField
                label={t('editor.preachedOn')}
                name="preachedOn"
                type="date"
                required
                value={values.preachedOn}
                onChange={set('preachedOn')}
                error={form.errors.preachedOn}
              />
              <TextField
                label={t('editor.series')}
                name="series"
                list="sermon-series"
                hint={t('editor.seriesHint')}
                maxLength={SERMON_LIMITS.series}
                value={values.series}
                onChange={set('series')}
                error={form.errors.series}
              />
            </StyledGrid>
            <datalist id="sermon-series">
              {(facets.data?.series ?? []).map((series) => (
                <option key={series.id} value={series.name} />
              ))}
            </datalist>
            <TextField
              label={t('editor.scripture')}
              name="scripture"
              hint={t('editor.scriptureHint')}
              maxLength={SERMON_LIMITS.scripture}
              value={values.scripture}
              onChange={set('scripture')}
              error={form.errors.scripture}
            />
            <TextAreaField
              label={t('editor.summary')}
              name="summary"
              rows={3}
              maxLength={SERMON_LIMITS.summary}
              value={values.summary}
              onChange={set('summary')}
              error={form.errors.summary}
            />
            <TextField label={t('editor.tags')} name="tags" hint={t('editor.tagsHint')} value={values.tags} onChange={set('tags')} error={form.errors.tags} />
          </Stack>
          <Stack $gap="lg">
            <CardTitle as="h2">{t('editor.recording')}</CardTitle>
            <StyledPicked role="group" aria-label={t('editor.libraryFile')}>
              <span>
                {values.mediaFileId ? t('editor.libraryFileChosen', { name: values.mediaFileName || values.mediaFileId }) : t('editor.noLibraryFile')}
              </span>
              <StyledActions>
                <Button variant="secondary" size="sm" onClick={() => setPicking('recording')}>
                  {values.mediaFileId ? t('editor.changeLibraryFile') : t('editor.chooseLibraryFile')}
                </Button>
                {values.mediaFileId && (
                  <Button variant="secondary" size="sm" onClick={() => setDraft({ ...values, mediaFileId: '', mediaFileName: '' })}>
                    {t('editor.removeLibraryFile')}
                  </Button>
                )}
              </StyledActions>
            </StyledPicked>
            {values.mediaFileId && form.errors.media && <InlineAlert $tone="danger">{form.errors.media}</InlineAlert>}
            {!values.mediaFileId && (
              <>
                <TextField
                  label={t('editor.mediaUrl')}
                  name="mediaUrl"
                  type="url"
                  inputMode="url"
                  hint={t('editor.mediaUrlHint')}
                  value={values.mediaUrl}
                  onChange={set('mediaUrl')}
                  error={form.errors.media}
                />
                <StyledGrid>
                  <SelectField
                    label={t('editor.mediaType')}
                    name="mediaType"
                    value={values.mediaType}
                    options={SERMON_MEDIA_TYPES.map((type) => ({ value: type, label: t(`mediaTypes.${type.replace(/[^a-z0-9]/gi, '_')}`) }))}
                    onChange={set('mediaType')}
                  />
                  <TextField
                    label={t('editor.mediaBytes')}
                    name="mediaBytes"
                    inputMode="numeric"
                    hint={t('editor.mediaBytesHint')}
                    value={values.mediaBytes}
                    onChange={set('mediaBytes')}
                  />
                  <TextField
                    label={t('editor.mediaMinutes')}
                    name="mediaMinutes"
                    inputMode="numeric"
                    value={values.mediaMinutes}
                    onChange={set('mediaMinutes')}
                  />
                </StyledGrid>
              </>
            )}
          </Stack>
          <Stack $gap="lg">
            <CardTitle as="h2">{t('editor.attachments')}</CardTitle>
            {attachments.length === 0 ? (
              <p>{t('editor.noAttachments')}</p>
            ) : (
              <StyledAttachments aria-label={t('editor.attachments')}>
                {attachments.map((file) => (
                  <li key={file.mediaId}>
                    <StyledPicked>
                      <span>{file.name}</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('editor.removeAttachment', { name: file.name })}
                        onClick={() => setAttachments(attachments.filter((a) => a.mediaId !== file.mediaId))}
                      >
                        {t('editor.remove')}
                      </Button>
                    </StyledPicked>
                  </li>
                ))}
              </StyledAttachments>
            )}
            {form.errors.attachmentIds && <InlineAlert $tone="danger">{form.errors.attachmentIds}</InlineAlert>}
            <div>
              <Button variant="secondary" onClick={() => setPicking('attachment')} disabled={attachments.length >= SERMON_LIMITS.attachments}>
                {t('editor.addAttachment')}
              </Button>
            </div>
          </Stack>
          <TextAreaField
            label={t('editor.transcript')}
            name="transcript"
            rows={10}
            value={values.transcript}
            onChange={set('transcript')}
            error={form.errors.transcript}
          />
        </Form>
      </Card>
      {picking && (
        <MediaPickerDialog
          open
          title={picking === 'recording' ? t('picker.recordingTitle') : t('picker.attachmentTitle')}
          kinds={picking === 'recording' ? ['audio', 'video'] : ['document', 'image']}
          onClose={() => setPicking(null)}
          onPick={pick}
        />
      )}
    </Stack>
  );
}
