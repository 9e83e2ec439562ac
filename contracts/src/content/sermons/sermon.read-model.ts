import type { BibleBook, SermonMediaKind, SermonMediaType, SermonStatus } from './sermon.constant';

/** One passage as the server normalised it: `label` is what people read ("John 3:16–18"), `osis` what machines do. */
export interface ScriptureRef {
  osis: string;
  label: string;
  book: BibleBook;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
  /** A whole chapter (or chapters) rather than some verses of it. */
  wholeChapters: boolean;
}

/** The recording: an address with its type (and, for the podcast enclosure, its size and length), or a placeholder for the media library's file or a stream's recording. */
export type SermonMedia =
  | { kind: Extract<SermonMediaKind, 'url'>; url: string; mimeType: SermonMediaType; lengthBytes: number | null; durationSeconds: number | null }
  | {
      kind: Extract<SermonMediaKind, 'file'>;
      mediaId: string;
      /** The file's type, size and length as the media library knows them (filled in when the sermon is read). */
      mimeType: string | null;
      lengthBytes: number | null;
      durationSeconds: number | null;
      /** The file's name in the library (when the sermon is read). */
      name?: string;
    }
  | { kind: Extract<SermonMediaKind, 'recording'>; recordingId: string; durationSeconds: number | null };

export interface SermonSpeaker {
  name: string;
  /** The member who preached, when they are one; null for a guest. */
  memberId: string | null;
}

export interface SermonSeriesRef {
  /** A stable slug of the series name: the per-series feed's address. */
  id: string;
  name: string;
}

/** A sermon in the archive (without its transcript). */
export interface SermonSummaryView {
  id: string;
  title: string;
  speaker: SermonSpeaker;
  preachedOn: string;
  series: SermonSeriesRef | null;
  scripture: ScriptureRef[];
  summary: string;
  tags: string[];
  media: SermonMedia | null;
  status: SermonStatus;
  publishedAt: string | null;
  revision: number;
}

/** A file of the media library given with a sermon (notes, slides): a download for whoever reads the sermon. */
export interface SermonAttachmentView {
  mediaId: string;
  name: string;
  mediaType: string;
  bytes: number;
  /** `/api/media/:id/content`: everyone signed in may fetch it while the sermon is published. */
  url: string;
}

/** `GET /api/sermons/:id`: everything, with the transcript and the attachments (a deleted file is left out). */
export interface SermonView extends SermonSummaryView {
  transcript: string;
  attachments: SermonAttachmentView[];
}

export interface ScriptureVerse {
  /** "John 3:16". */
  reference: string;
  chapter: number;
  verse: number;
  text: string;
}

/** `GET /api/sermons/:id/passages`: each reference's verses in the King James Version (1769, public domain). */
export interface ScripturePassage {
  label: string;
  verses: ScriptureVerse[];
  /** More verses than a page shows: the first ones only. */
  truncated: boolean;
}

/** `GET /api/sermons/facets`: what the archive's filters offer (series, speakers, books with published sermons). */
export interface SermonFacets {
  series: SermonSeriesRef[];
  speakers: string[];
  books: BibleBook[];
}

/** `GET /api/sermons`: one page of the archive. */
export interface SermonPage {
  items: SermonSummaryView[];
  total: number;
  page: number;
  pageSize: number;
}
