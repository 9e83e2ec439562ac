import { LIVESTREAM_ROOMS, type LivestreamStatusView } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessage, useFormat } from '../../../shared/i18n';
import { useRealtimeRoom } from '../../../shared/realtime';
import { Badge, Card, CardTitle, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { livestreamKeys } from '../api/livestream-keys.constant';
import { useLivestreamStatus } from '../api/livestream.queries';
import { HlsPlayer } from './hls-player';
import { StreamSettingsSection } from './stream-settings.section';

const StyledLayout = styled.div<{ $withChat: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: ${({ $withChat }) => ($withChat ? 'minmax(0, 2fr) minmax(16rem, 1fr)' : 'minmax(0, 1fr)')};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledStatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledOffline = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * `/livestream`: the stream when LIVE (hls.js), its status and viewers pushed over socket.io, the
 * next scheduled stream while offline, and for the media team the stream's settings. `chat` is
 * the slot the community chat fills beside the player when it arrives.
 */
export default function LivestreamPage({ chat }: { chat?: ReactNode }) {
  const { t } = useTranslation('livestream');
  const format = useFormat();
  const client = useQueryClient();
  const runs = useCan('content.manage');
  const status = useLivestreamStatus();
  useRealtimeRoom(
    LIVESTREAM_ROOMS.watch,
    {
      'livestream:status': (pushed: LivestreamStatusView) =>
        client.setQueryData<LivestreamStatusView>(livestreamKeys.status(), (old) =>
          pushed.status === 'offline' && old?.status === 'offline' ? { ...old, viewers: pushed.viewers } : pushed,
        ),
    },
    { onResync: () => void client.invalidateQueries({ queryKey: livestreamKeys.status() }) },
  );
  const view = status.data;
  const when = (iso: string) => format.dateTime(iso);
  const live = view?.status === 'live';

  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledLayout $withChat={Boolean(chat)}>
        <Card aria-labelledby="livestream-watch">
          <CardTitle id="livestream-watch">{t('watch')}</CardTitle>
          {status.isPending ? (
            <LoadingState label={t('loading')} />
          ) : status.isError || !view ? (
            <ErrorState title={t('loadFailed')} onRetry={() => void status.refetch()} />
          ) : (
            <>
              <StyledStatusRow role="status" aria-live="polite" aria-atomic="true">
                <Badge $tone={live ? 'danger' : 'neutral'} data-testid="livestream-status">
                  {live ? t('live') : t('offline')}
                </Badge>
                <span data-testid="livestream-viewers">{t('viewers', { count: view.viewers })}</span>
                {live && view.startedAt && <StyledMuted>{t('startedAt', { time: when(view.startedAt) })}</StyledMuted>}
              </StyledStatusRow>
              {live && view.playlistUrl ? (
                <HlsPlayer src={view.playlistUrl} label={t('player')} />
              ) : (
                <StyledOffline>
                  <p>{errorMessage(t, 'LIVESTREAM_UNAVAILABLE')}</p>
                  {view.nextStream ? (
                    <StyledMuted data-testid="livestream-next">{t('next', { title: view.nextStream.title, time: when(view.nextStream.startsAt) })}</StyledMuted>
                  ) : (
                    <StyledMuted>{t('noNext')}</StyledMuted>
                  )}
                </StyledOffline>
              )}
            </>
          )}
        </Card>
        {chat && <aside aria-label={t('chat')}>{chat}</aside>}
      </StyledLayout>
      {runs && <StreamSettingsSection />}
    </Stack>
  );
}
