import type { BibleBook, SermonStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { SERMON_EVENT_TYPES, type SermonEvent, type SermonRecord } from '../domain/sermon.events';

export type SermonDocument = SermonRecord & {
  _id: string;
  status: SermonStatus;
  publishedAt: string | null;
  /** The speaker's name in lower case: the archive's speaker filter. */
  speakerKey: string;
  seriesId: string | null;
  /** The books the sermon's scripture reads from: the archive's book filter. */
  books: BibleBook[];
  /** Title, speaker, series, scripture, tags and summary, lower case with collapsed spaces: searched for the text anywhere in it. */
  searchText: string;
  /** The transcript's words, each once (lower case, without accents): searched word by word through their index. */
  transcriptWords: string[];
  revision: number;
};

/** Lower case, without accents, one space between words: what the archive's search compares. */
export function searchTextOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text (letters and digits), lower case and without accents, each once, in the order first met. */
export function searchWordsOf(text: string): string[] {
  return [
    ...new Set(
      searchTextOf(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

function derived(record: SermonRecord): Pick<SermonDocument, 'speakerKey' | 'seriesId' | 'books' | 'searchText' | 'transcriptWords'> {
  const scripture = record.scripture.map((ref) => ref.label).join(' ');
  return {
    speakerKey: record.speaker.name.toLowerCase(),
    seriesId: record.series?.id ?? null,
    books: [...new Set(record.scripture.map((ref) => ref.book))],
    searchText: searchTextOf([record.title, record.speaker.name, record.series?.name ?? '', scripture, record.tags.join(' '), record.summary].join(' \n ')),
    // A transcript is a half hour's speech, thousands of words: scanned as text at every search, an archive of
    // thousands of sermons is hundreds of megabytes a query; by its words, an index answers.
    transcriptWords: searchWordsOf(record.transcript),
  };
}

/** Every sermon, drafts included, with what the archive filters and searches on. */
export const sermonArchiveProjection: Projection<SermonDocument> = {
  name: 'content-sermons',
  collection: 'content-sermons',
  version: 2,
  indexes: [{ spec: { status: 1, preachedOn: -1 } }, { spec: { seriesId: 1 } }, { spec: { searchText: 1 } }, { spec: { transcriptWords: 1 } }],
  canHandle: (event: RecordedEvent) => SERMON_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { sermonId?: string }).sermonId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as SermonEvent;
    switch (event.type) {
      case 'SermonDrafted': {
        const { sermonId, ...drafted } = event.data;
        const record = { ...drafted, attachments: drafted.attachments ?? [] };
        return { _id: sermonId, ...record, ...derived(record), status: 'draft', publishedAt: null, revision: recorded.revision };
      }
      case 'SermonChanged': {
        if (!document) return null;
        const { _id, status, publishedAt, speakerKey: _s, seriesId: _i, books: _b, searchText: _t, transcriptWords: _w, revision: _r, ...record } = document;
        const next = { ...record, ...event.data.changes };
        return { _id, ...next, ...derived(next), status, publishedAt, revision: recorded.revision };
      }
      case 'SermonPublished':
        return document ? { ...document, status: 'published', publishedAt: event.data.publishedAt, revision: recorded.revision } : null;
      case 'SermonUnpublished':
        return document ? { ...document, status: 'draft', revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};
