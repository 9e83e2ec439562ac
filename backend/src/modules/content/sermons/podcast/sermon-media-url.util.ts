import type { SermonMedia } from '@koinonia/contracts';

/**
 * The one place a sermon's recording becomes an address a podcast app can fetch (without signing
 * in). An external address is itself; a media-library file is the published sermon's public media
 * route, which serves only that sermon's recording while it is published; a stream's recording has
 * no address yet (the livestream's recordings arrive with that context).
 */
export function mediaUrlOf(sermon: { _id: string; media: SermonMedia | null }, publicUrl: string): string | null {
  const { media } = sermon;
  if (!media) return null;
  switch (media.kind) {
    case 'url':
      return media.url;
    case 'file':
      return `${publicUrl}/api/podcast/media/${encodeURIComponent(sermon._id)}`;
    case 'recording':
      return null;
  }
}
