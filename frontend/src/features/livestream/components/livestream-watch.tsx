import type { LivestreamStatusView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage, useFormat } from '../../../shared/i18n';
import { Badge } from '../../../shared/ui';
import { HlsPlayer } from './hls-player';

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
 * What a watcher sees, signed in or on the public watch page: LIVE or Offline with the viewers, the
 * player while live, and while offline why, with the next scheduled stream when there is one.
 */
export function LivestreamWatch({ view }: { view: LivestreamStatusView }) {
  const { t } = useTranslation('livestream');
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso);
  const live = view.status === 'live';
  return (
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
  );
}
