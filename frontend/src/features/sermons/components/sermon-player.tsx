import type { SermonMedia } from '@koinonia/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { playableMediaOf } from './sermon-media.util';

const StyledVideo = styled.video`
  width: 100%;
  max-height: 60vh;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledAudio = styled.audio`
  width: 100%;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
`;

/**
 * The sermon's recording in the browser's own player (keyboard and screen-reader ready). An HLS
 * stream plays natively where the browser can (Safari) and through hls.js, loaded only then, elsewhere.
 */
export function SermonPlayer({ media, title }: { media: SermonMedia | null; title: string }) {
  const { t } = useTranslation('sermons');
  const playable = playableMediaOf(media);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!playable?.hls || !element || element.canPlayType('application/vnd.apple.mpegurl')) return;
    let stop = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(playable.src);
      hls.attachMedia(element);
      stop = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [playable?.hls, playable?.src]);

  if (!playable) return <StyledNote>{t('detail.noMedia')}</StyledNote>;
  const label = t('detail.playerLabel', { title });
  if (playable.video) {
    return (
      <StyledVideo ref={videoRef} controls preload="none" aria-label={label} src={playable.hls ? undefined : playable.src}>
        {playable.hls && <source src={playable.src} type="application/vnd.apple.mpegurl" />}
      </StyledVideo>
    );
  }
  return (
    <StyledAudio controls preload="none" aria-label={label}>
      <source src={playable.src} type={playable.type ?? undefined} />
    </StyledAudio>
  );
}
