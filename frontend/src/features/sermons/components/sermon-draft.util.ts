import { SERMON_MEDIA_TYPES, type SermonMedia, type SermonMediaType, type SermonView } from '@koinonia/contracts';

/** The editor's fields as typed: what a reload restores. */
export interface SermonForm {
  title: string;
  speaker: string;
  preachedOn: string;
  series: string;
  scripture: string;
  summary: string;
  tags: string;
  transcript: string;
  mediaUrl: string;
  mediaType: string;
  mediaBytes: string;
  mediaMinutes: string;
}

export const EMPTY_FORM: SermonForm = {
  title: '',
  speaker: '',
  preachedOn: '',
  series: '',
  scripture: '',
  summary: '',
  tags: '',
  transcript: '',
  mediaUrl: '',
  mediaType: 'audio/mpeg',
  mediaBytes: '',
  mediaMinutes: '',
};

const FIELDS = Object.keys(EMPTY_FORM) as (keyof SermonForm)[];

/** The stored draft's key: one per sermon (or 'new'); useOwnedState keeps it per user. */
export const draftKey = (id: string | undefined) => `sermonDraft:${id ?? 'new'}`;

/** A stored draft, or undefined for anything that is not one (then nothing is restored). */
export function parseDraft(value: unknown): SermonForm | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string')) return undefined;
  return Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as unknown as SermonForm;
}

/** The form as the sermon stands on the server. */
export function formOf(sermon: SermonView): SermonForm {
  const media = sermon.media?.kind === 'url' ? sermon.media : null;
  return {
    title: sermon.title,
    speaker: sermon.speaker.name,
    preachedOn: sermon.preachedOn,
    series: sermon.series?.name ?? '',
    scripture: sermon.scripture.map((ref) => ref.label.replace(/–/g, '-')).join('; '),
    summary: sermon.summary,
    tags: sermon.tags.join(', '),
    transcript: sermon.transcript,
    mediaUrl: media?.url ?? '',
    mediaType: media?.mimeType ?? 'audio/mpeg',
    mediaBytes: media?.lengthBytes == null ? '' : String(media.lengthBytes),
    mediaMinutes: media?.durationSeconds == null ? '' : String(Math.round(media.durationSeconds / 60)),
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The request body from the form: an address makes the recording; an empty one removes it, unless
 * the sermon plays a media-library file or a livestream's recording (`kept`), which the form does
 * not show and leaves as it is.
 */
export function bodyOf(form: SermonForm, kept: SermonMedia | null = null) {
  const minutes = wholeNumber(form.mediaMinutes);
  return {
    title: form.title,
    speaker: form.speaker,
    preachedOn: form.preachedOn,
    series: form.series,
    scripture: form.scripture,
    summary: form.summary,
    transcript: form.transcript,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    media: form.mediaUrl.trim()
      ? {
          kind: 'url' as const,
          url: form.mediaUrl.trim(),
          mimeType: ((SERMON_MEDIA_TYPES as readonly string[]).includes(form.mediaType) ? form.mediaType : 'audio/mpeg') as SermonMediaType,
          lengthBytes: wholeNumber(form.mediaBytes),
          durationSeconds: minutes === undefined ? undefined : minutes * 60,
        }
      : kept && kept.kind !== 'url'
        ? undefined
        : null,
  };
}
