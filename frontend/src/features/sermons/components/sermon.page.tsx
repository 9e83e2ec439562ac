import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { bytesText } from '../../../shared/media/media-format.util';
import { pathOf } from '../../../shared/routing';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  Stack,
} from '../../../shared/ui';
import { usePublishSermon } from '../api/sermon-commands.mutation';
import { useSermon, useSermonPassages } from '../api/sermons.queries';
import { SermonBadges, SermonMeta, StyledBadges } from './sermon-meta';
import { sermonEditPath } from './sermon-paths.util';
import { RecordingTrim } from './recording-trim';
import { SermonPlayer } from './sermon-player';

const StyledText = styled.div`
  white-space: pre-wrap;
  line-height: 1.7;
  max-width: 72ch;
`;

const StyledDownloads = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & span {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledPassage = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const StyledPassageTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledVerses = styled.p`
  margin: 0;
  line-height: 1.8;
  max-width: 72ch;
`;

const StyledVerseNumber = styled.sup`
  color: ${({ theme }) => theme.color.textSubtle};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  margin-inline-end: 0.2em;
`;

const StyledSource = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTags = styled(StyledBadges)`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledHeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

function Passages({ id }: { id: string }) {
  const { t } = useTranslation(['sermons', 'common']);
  const passages = useSermonPassages(id, true);
  if (passages.isPending) return <LoadingState label={t('detail.loadingPassages')} />;
  if (passages.isError) return <InlineAlert role="alert">{errorMessageOf(t, passages.error)}</InlineAlert>;
  return (
    <>
      {passages.data.map((passage) => (
        <StyledPassage key={passage.label} aria-label={passage.label}>
          <StyledPassageTitle>{passage.label}</StyledPassageTitle>
          <StyledVerses>
            {passage.verses.map((verse) => (
              <span key={verse.reference}>
                <StyledVerseNumber aria-label={t('detail.verse', { reference: verse.reference })}>{verse.verse}</StyledVerseNumber>
                {verse.text}{' '}
              </span>
            ))}
          </StyledVerses>
          {passage.truncated && <StyledSource>{t('detail.truncated')}</StyledSource>}
        </StyledPassage>
      ))}
      <StyledSource>{t('detail.kjv')}</StyledSource>
    </>
  );
}

/** `/sermons/:id`: the player, the summary, the passages' text and the transcript; the media team edits and publishes here. */
export default function SermonPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['sermons', 'shell', 'common']);
  const format = useFormat();
  const sermon = useSermon(id);
  const canWrite = useCan('content.manage');
  const publish = usePublishSermon();
  // Each cut reloads the player: the recording's address stays, its bytes change.
  const [cuts, setCuts] = useState(0);
  useDocumentTitle(sermon.data?.title ?? t('shell:pages.sermon.title'));

  if (sermon.isPending) return <LoadingState label={t('detail.loading')} />;
  if (sermon.isError) {
    if (isApiError(sermon.error) && sermon.error.status === 404) {
      return (
        <Stack $gap="lg">
          <PageHeader>
            <PageHeading>{t('shell:pages.sermon.title')}</PageHeading>
          </PageHeader>
          <Card>
            <EmptyState title={t('shell:pages.sermon.empty')} action={<ButtonLink to={pathOf('sermons')}>{t('shell:pages.sermon.back')}</ButtonLink>} />
          </Card>
        </Stack>
      );
    }
    return (
      <ErrorState
        title={t('detail.loadFailed')}
        description={errorMessageOf(t, sermon.error)}
        onRetry={() => void sermon.refetch()}
        retrying={sermon.isFetching}
      />
    );
  }
  const view = sermon.data;
  const published = view.status === 'published';
  return (
    <Stack $gap="lg">
      <PageHeader>
        <StyledHeaderText>
          <PageHeading>{view.title}</PageHeading>
          <SermonMeta sermon={view} />
          <SermonBadges sermon={view} />
        </StyledHeaderText>
        <PageActions>
          <ButtonLink to={pathOf('sermons')}>{t('shell:pages.sermon.back')}</ButtonLink>
          {canWrite && <ButtonLink to={sermonEditPath(view.id)}>{t('detail.edit')}</ButtonLink>}
          {canWrite && (
            <Button
              variant={published ? 'secondary' : 'primary'}
              disabled={publish.isPending}
              aria-busy={publish.isPending || undefined}
              onClick={() => publish.mutate({ id: view.id, publish: !published })}
            >
              {published ? t('detail.unpublish') : t('detail.publish')}
            </Button>
          )}
        </PageActions>
      </PageHeader>
      {publish.isError && <InlineAlert role="alert">{errorMessageOf(t, publish.error)}</InlineAlert>}
      {canWrite && !published && <InlineAlert $tone="warning">{t('detail.draftNotice')}</InlineAlert>}
      <Card>
        <CardTitle>{t('detail.listen')}</CardTitle>
        <SermonPlayer key={cuts} media={view.media} title={view.title} />
      </Card>
      {canWrite && view.media?.kind === 'recording' && (
        <Card>
          <CardTitle>{t('trim.title')}</CardTitle>
          <RecordingTrim recordingId={view.media.recordingId} onTrimmed={() => setCuts((n) => n + 1)} />
        </Card>
      )}
      {view.attachments.length > 0 && (
        <Card>
          <CardTitle>{t('detail.attachments')}</CardTitle>
          <StyledDownloads>
            {view.attachments.map((file) => (
              <li key={file.mediaId}>
                <a href={file.url} download={file.name}>
                  {t('detail.download', { name: file.name })}
                </a>{' '}
                <span>{bytesText(format, file.bytes)}</span>
              </li>
            ))}
          </StyledDownloads>
        </Card>
      )}
      {view.summary && (
        <Card>
          <CardTitle>{t('detail.summary')}</CardTitle>
          <StyledText>{view.summary}</StyledText>
          {view.tags.length > 0 && (
            <StyledTags aria-label={t('detail.tags')}>
              {view.tags.map((tag) => (
                <span key={tag}>#{tag}</span>
              ))}
            </StyledTags>
          )}
        </Card>
      )}
      {view.scripture.length > 0 && (
        <Card>
          <CardTitle>{t('detail.scripture')}</CardTitle>
          <Passages id={view.id} />
        </Card>
      )}
      <Card>
        <CardTitle>{t('detail.transcript')}</CardTitle>
        {view.transcript ? <StyledText>{view.transcript}</StyledText> : <p>{t('detail.noTranscript')}</p>}
      </Card>
    </Stack>
  );
}
