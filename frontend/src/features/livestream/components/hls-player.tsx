import Hls from 'hls.js';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const StyledVideo = styled.video`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The live HLS stream: hls.js where Media Source Extensions exist, the browser's own HLS elsewhere (Safari). */
export function HlsPlayer({ src, label }: { src: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (Hls.isSupported()) {
      const hls = new Hls({
        liveSyncDurationCount: 2,
        xhrSetup: (xhr) => {
          xhr.withCredentials = true;
        },
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      return () => hls.destroy();
    }
    if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = src;
    return undefined;
  }, [src]);
  // Muted so that it may start by itself; the controls unmute it.
  return <StyledVideo ref={ref} controls autoPlay muted playsInline aria-label={label} data-testid="livestream-player" />;
}
