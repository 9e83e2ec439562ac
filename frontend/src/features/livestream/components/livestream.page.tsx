import { LIVESTREAM_ROOMS, type LivestreamStatusView } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';

import { useRealtimeRoom } from '../../../shared/realtime';
import { Card, CardTitle, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { livestreamKeys } from '../api/livestream-keys.constant';
import { useLivestreamStatus } from '../api/livestream.queries';
import { LivestreamWatch } from './livestream-watch';
import { StreamSettingsSection } from './stream-settings.section';

const StyledLayout = styled.div<{ $withChat: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: ${({ $withChat }) => ($withChat ? 'minmax(0, 2fr) minmax(16rem, 1fr)' : 'minmax(0, 1fr)')};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * `/livestream`: the stream when LIVE (hls.js), its status and viewers pushed over socket.io, the
 * next scheduled stream while offline, and for the media team the stream's settings. Beside the
 * player, whatever the app puts there (the community chat's livestream channel: app/routes/livestream.route.tsx).
 */
export default function LivestreamPage({ chat }: { chat?: ReactNode }) {
  const { t } = useTranslation('livestream');
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
            <LivestreamWatch view={view} />
          )}
        </Card>
        {chat && <aside aria-label={t('chat')}>{chat}</aside>}
      </StyledLayout>
      {runs && <StreamSettingsSection />}
    </Stack>
  );
}
