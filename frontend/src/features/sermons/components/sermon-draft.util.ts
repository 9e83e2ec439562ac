import { SERMON_MEDIA_TYPES, type SermonMedia, type SermonMediaType, type SermonView } from '@koinonia/contracts';
import type { PickedFile } from './media-picker.dialog';

/** The editor's fields as typed: what a reload restores. */
export interface SermonForm {
  title: string;
  speaker: string;
  /** The member who preached (their id), or empty for a guest known only by name. */
  speakerMemberId: string;
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
  /** The recording from the media library (its id), instead of an address; empty for none. */
  mediaFileId: string;
  mediaFileName: string;
  /** The attachments, as JSON: `[{ mediaId, name }]` in the order shown. */
  attachments: string;
}

export const EMPTY_FORM: SermonForm = {
  title: '',
  speaker: '',
  speakerMemberId: '',
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
  mediaFileId: '',
  mediaFileName: '',
  attachments: '[]',
};

const FIELDS = Object.keys(EMPTY_FORM) as (keyof SermonForm)[];

/** The stored draft's key: one per sermon (or 'new'); useOwnedState keeps it per user. */
export const draftKey = (id: string | undefined) => `sermonDraft:${id ?? 'new'}`;

/** A stored draft, or undefined for anything that is not one (then nothing is restored). */
export function parseDraft(value: unknown): SermonForm | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  // A draft kept before the editor had library files (or linked speakers) has none of them.
  const filled = { ...EMPTY_FORM, ...record };
  if (!FIELDS.every((field) => typeof filled[field] === 'string')) return undefined;
  return Object.fromEntries(FIELDS.map((field) => [field, filled[field]])) as unknown as SermonForm;
}

/** The attachments the form holds. */
export function attachmentsOf(form: SermonForm): PickedFile[] {
  try {
    const value = JSON.parse(form.attachments) as unknown;
    return Array.isArray(value) ? value.filter((item): item is PickedFile => typeof item?.mediaId === 'string' && typeof item?.name === 'string') : [];
  } catch {
    return [];
  }
}

/** The form as the sermon stands on the server. */
export function formOf(sermon: SermonView): SermonForm {
  const media = sermon.media?.kind === 'url' ? sermon.media : null;
  return {
    title: sermon.title,
    speaker: sermon.speaker.name,
    speakerMemberId: sermon.speaker.memberId ?? '',
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
    mediaFileId: sermon.media?.kind === 'file' ? sermon.media.mediaId : '',
    mediaFileName: sermon.media?.kind === 'file' ? (sermon.media.name ?? '') : '',
    attachments: JSON.stringify(sermon.attachments.map(({ mediaId, name }) => ({ mediaId, name }))),
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The request body from the form: a library file or an address makes the recording; neither removes
 * it, unless the sermon plays a livestream's recording (`kept`), which the form does not show and
 * leaves as it is.
 */
export function bodyOf(form: SermonForm, kept: SermonMedia | null = null) {
  const minutes = wholeNumber(form.mediaMinutes);
  return {
    title: form.title,
    speaker: form.speaker,
    speakerMemberId: form.speakerMemberId || undefined,
    preachedOn: form.preachedOn,
    series: form.series,
    scripture: form.scripture,
    summary: form.summary,
    transcript: form.transcript,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    attachmentIds: attachmentsOf(form).map((file) => file.mediaId),
    media: form.mediaFileId
      ? { kind: 'file' as const, mediaId: form.mediaFileId }
      : form.mediaUrl.trim()
        ? {
            kind: 'url' as const,
            url: form.mediaUrl.trim(),
            mimeType: ((SERMON_MEDIA_TYPES as readonly string[]).includes(form.mediaType) ? form.mediaType : 'audio/mpeg') as SermonMediaType,
            lengthBytes: wholeNumber(form.mediaBytes),
            durationSeconds: minutes === undefined ? undefined : minutes * 60,
          }
        : kept?.kind === 'recording'
          ? undefined
          : null,
  };
}
