import { seriesIdOf, type SermonMedia, type SermonMediaDto, type SermonSeriesRef } from '@koinonia/contracts';

/** The recording as stored: only the fields its kind uses. */
export function toSermonMedia(media: SermonMediaDto | null): SermonMedia | null {
  if (!media) return null;
  const lengthBytes = media.lengthBytes ?? null;
  const durationSeconds = media.durationSeconds ?? null;
  switch (media.kind) {
    case 'url':
      return { kind: 'url', url: media.url!, mimeType: media.mimeType!, lengthBytes, durationSeconds };
    case 'file':
      // The type, size and length are the library's, read with the sermon: whatever was sent is not kept.
      return { kind: 'file', mediaId: media.mediaId!, mimeType: null, lengthBytes: null, durationSeconds: null };
    case 'recording':
      return { kind: 'recording', recordingId: media.recordingId!, durationSeconds };
  }
}

/** A series by name (its id the name's slug), or none for an empty name. */
export function toSeries(name: string): SermonSeriesRef | null {
  return name ? { id: seriesIdOf(name), name } : null;
}

/** Tags trimmed, without empties or repeats (case-insensitively). */
export function toTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}
