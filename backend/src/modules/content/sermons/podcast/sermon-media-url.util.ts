import type { SermonMedia } from '@koinonia/contracts';

/**
 * The one place a sermon's recording becomes an address a player or a podcast app can fetch. An
 * external address is itself; a media-library file is its content route; a stream's recording has
 * no address yet (the livestream's recordings arrive with that context).
 */
export function mediaUrlOf(media: SermonMedia | null, publicUrl: string): string | null {
  if (!media) return null;
  switch (media.kind) {
    case 'url':
      return media.url;
    case 'file':
      return `${publicUrl}/api/media/${media.mediaId}/content`;
    case 'recording':
      return null;
  }
}
