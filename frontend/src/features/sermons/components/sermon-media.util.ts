import type { SermonMedia } from '@koinonia/contracts';

/** `GET /api/livestream/recordings/:id/content`: the recording's MP4 (the media team's; everyone's once a published sermon plays it). */
export const recordingContentPath = (recordingId: string) => `/api/livestream/recordings/${encodeURIComponent(recordingId)}/content`;

/** What the player needs: the address, whether it is a picture, and whether it is an HLS stream. */
export interface PlayableMedia {
  src: string;
  type: string | null;
  video: boolean;
  hls: boolean;
}

/**
 * The one place a sermon's recording becomes something the player can play. An address plays as it
 * is; a media-library file plays from its content route (range requests); a livestream's recording
 * from the livestream's content route, its MP4 as it is now (the cut once trimmed).
 */
export function playableMediaOf(media: SermonMedia | null): PlayableMedia | null {
  if (!media) return null;
  switch (media.kind) {
    case 'url': {
      const hls = media.mimeType === 'application/x-mpegURL' || /\.m3u8(\?|$)/i.test(media.url);
      return { src: media.url, type: media.mimeType, video: hls || media.mimeType.startsWith('video/'), hls };
    }
    case 'file':
      // The library's type comes with the sermon; none means the file is gone from the library.
      if (!media.mimeType) return null;
      return {
        src: `/api/media/${encodeURIComponent(media.mediaId)}/content`,
        type: media.mimeType,
        video: Boolean(media.mimeType?.startsWith('video/')),
        hls: false,
      };
    case 'recording':
      return { src: recordingContentPath(media.recordingId), type: 'video/mp4', video: true, hls: false };
  }
}
