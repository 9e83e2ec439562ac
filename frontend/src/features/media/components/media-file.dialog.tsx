import type { MediaFileDetailView, MediaUseView } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, ConfirmDialog, Dialog, ErrorState, InlineAlert, LoadingState, Stack, TextField, useToast } from '../../../shared/ui';
import { useChangeMedia, useDeleteMedia } from '../api/media-commands.mutation';
import { useMediaFile } from '../../../shared/media/media.queries';
import { bytesText, durationText } from '../../../shared/media/media-format.util';

const StyledPreview = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};

  & > img,
  & > video {
    display: block;
    inline-size: 100%;
    max-block-size: 20rem;
    object-fit: contain;
  }

  & > audio {
    display: block;
    inline-size: 100%;
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textSubtle};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFileLink = styled.a`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** One file: a preview that plays (range requests let it seek), its facts, its name and tags, where it is used, and deletion. */
export function MediaFileDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('media');
  const file = useMediaFile(id);
  return (
    <Dialog open title={file.data?.name ?? t('details.title')} onClose={onClose} width="44rem">
      {file.isPending ? (
        <LoadingState label={t('library.loading')} />
      ) : file.isError ? (
        <ErrorState title={t('library.loadFailed')} onRetry={() => void file.refetch()} retrying={file.isFetching} />
      ) : (
        <MediaFileDetails file={file.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Preview({ file }: { file: MediaFileDetailView }) {
  const { t } = useTranslation('media');
  if (file.kind === 'image') return <img src={file.thumbnailUrl ?? file.contentUrl} alt={t('details.previewOf', { name: file.name })} />;
  if (file.kind === 'video')
    return (
      <video
        src={file.contentUrl}
        controls
        preload="metadata"
        poster={file.thumbnailUrl ?? undefined}
        aria-label={t('details.previewOf', { name: file.name })}
      />
    );
  if (file.kind === 'audio') return <audio src={file.contentUrl} controls preload="metadata" aria-label={t('details.previewOf', { name: file.name })} />;
  return null;
}

function MediaFileDetails({ file, onClose }: { file: MediaFileDetailView; onClose: () => void }) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const toast = useToast();
  const change = useChangeMedia();
  const remove = useDeleteMedia();
  const [name, setName] = useState(file.name);
  const [tags, setTags] = useState(file.tags.join(', '));
  const [confirming, setConfirming] = useState<MediaUseView[] | null>(null);
  useEffect(() => {
    setName(file.name);
    setTags(file.tags.join(', '));
  }, [file.name, file.tags]);
  const metadata = file.metadata;
  const deleteFile = (confirm: boolean) =>
    remove.mutate(
      { id: file.id, confirm },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('details.deleted', { name: file.name }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'MEDIA_IN_USE') setConfirming((error.details.uses as MediaUseView[] | undefined) ?? file.uses);
        },
      },
    );
  return (
    <Stack $gap="lg">
      {file.kind !== 'document' && (
        <StyledPreview>
          <Preview file={file} />
        </StyledPreview>
      )}
      <StyledRow>
        <StyledFileLink href={file.contentUrl} target="_blank" rel="noopener">
          {t('details.openFile')}
        </StyledFileLink>
      </StyledRow>
      <StyledFacts>
        <dt>{t('details.kind')}</dt>
        <dd>
          {t(`kinds.${file.kind}`)} ({file.mediaType})
        </dd>
        <dt>{t('details.size')}</dt>
        <dd>{bytesText(format, file.bytes)}</dd>
        {metadata?.durationSeconds != null && (
          <>
            <dt>{t('details.duration')}</dt>
            <dd>{durationText(metadata.durationSeconds)}</dd>
          </>
        )}
        {metadata?.width != null && metadata.height != null && (
          <>
            <dt>{t('details.resolution')}</dt>
            <dd>{t('details.pixels', { width: metadata.width, height: metadata.height })}</dd>
          </>
        )}
        {metadata && metadata.codecs.length > 0 && (
          <>
            <dt>{t('details.codecs')}</dt>
            <dd>{metadata.codecs.join(', ')}</dd>
          </>
        )}
        <dt>{t('details.uploaded')}</dt>
        <dd>
          {file.uploadedBy?.name ? t('details.uploadedBy', { name: file.uploadedBy.name, date: format.date(file.uploadedAt) }) : format.date(file.uploadedAt)}
        </dd>
      </StyledFacts>
      {file.probe === 'pending' && <InlineAlert $tone="warning">{t('library.probing')}</InlineAlert>}
      {file.probe === 'failed' && <InlineAlert $tone="warning">{t('details.probeFailed')}</InlineAlert>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const list = tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean);
          change.mutate(
            { id: file.id, revision: file.revision, name: name.trim(), tags: list },
            { onSuccess: () => toast.show({ tone: 'success', message: t('details.saved') }) },
          );
        }}
      >
        <Stack $gap="md">
          <TextField label={t('details.name')} value={name} required maxLength={120} onChange={(event) => setName(event.target.value)} />
          <TextField label={t('details.tags')} hint={t('details.tagsHint')} value={tags} onChange={(event) => setTags(event.target.value)} />
          {change.isError && <InlineAlert $tone="danger">{errorMessageOf(t, change.error)}</InlineAlert>}
          <div>
            <Button type="submit" disabled={change.isPending || !name.trim()}>
              {t('details.save')}
            </Button>
          </div>
        </Stack>
      </form>
      <section aria-labelledby={`uses-${file.id}`}>
        <StyledHeading id={`uses-${file.id}`}>{t('details.uses')}</StyledHeading>
        {file.uses.length === 0 ? (
          <p>{t('details.noUses')}</p>
        ) : (
          <ul>
            {file.uses.map((use) => (
              <li key={`${use.kind}:${use.link}`}>
                <Link to={use.link}>{use.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {remove.isError && !(remove.error instanceof ApiError && remove.error.code === 'MEDIA_IN_USE') && (
        <InlineAlert $tone="danger">{errorMessageOf(t, remove.error)}</InlineAlert>
      )}
      <div>
        <Button variant="danger" disabled={remove.isPending} onClick={() => setConfirming(file.uses)}>
          {t('details.delete')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={confirming.length > 0 ? t('details.inUseTitle', { name: file.name }) : t('details.deleteTitle', { name: file.name })}
          confirmLabel={confirming.length > 0 ? t('details.deleteAnyway') : t('details.delete')}
          pendingLabel={t('details.deleting')}
          pending={remove.isPending}
          error={remove.isError && !(remove.error instanceof ApiError && remove.error.code === 'MEDIA_IN_USE') ? errorMessageOf(t, remove.error) : null}
          onClose={() => setConfirming(null)}
          onConfirm={() => deleteFile(confirming.length > 0)}
        >
          {confirming.length > 0 ? (
            <>
              <p>{t('details.inUseBody')}</p>
              <ul>
                {confirming.map((use) => (
                  <li key={`${use.kind}:${use.link}`}>{use.title}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('details.deleteBody')}</p>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
