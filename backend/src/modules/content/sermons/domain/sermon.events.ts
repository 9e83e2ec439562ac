import type { ScriptureRef, SermonMedia, SermonSeriesRef, SermonSpeaker } from '@koinonia/contracts';

/** What a sermon is, as written by the media team (the scripture already normalised). */
export type SermonRecord = {
  title: string;
  speaker: SermonSpeaker;
  preachedOn: string;
  series: SermonSeriesRef | null;
  scripture: ScriptureRef[];
  summary: string;
  tags: string[];
  media: SermonMedia | null;
  transcript: string;
  /** Media-library files given with the sermon (notes, slides), by id, in the order shown. Events before attachments existed have none. */
  attachments: string[];
};

export const SERMON_FIELDS = [
  'title',
  'speaker',
  'preachedOn',
  'series',
  'scripture',
  'summary',
  'tags',
  'media',
  'transcript',
  'attachments',
] as const satisfies readonly (keyof SermonRecord)[];

/** `attachments` may be missing from events recorded before sermons had them. */
export type SermonDrafted = { type: 'SermonDrafted'; data: { sermonId: string } & Omit<SermonRecord, 'attachments'> & { attachments?: string[] } };
/** Only the fields that changed, with their new values. */
export type SermonChanged = { type: 'SermonChanged'; data: { sermonId: string; changes: Partial<SermonRecord> } };
export type SermonPublished = { type: 'SermonPublished'; data: { sermonId: string; publishedAt: string } };
export type SermonUnpublished = { type: 'SermonUnpublished'; data: { sermonId: string } };
export type SermonEvent = SermonDrafted | SermonChanged | SermonPublished | SermonUnpublished;

export const SERMON_EVENT_TYPES = new Set<string>(['SermonDrafted', 'SermonChanged', 'SermonPublished', 'SermonUnpublished']);

export const sermonStream = (sermonId: string) => `sermon-${sermonId}`;
