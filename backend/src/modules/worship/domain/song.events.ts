/** What a song says about itself. */
export type SongDetails = {
  title: string;
  authors: string;
  ccliNumber: string;
  key: string;
  tempo: number | null;
  tags: string[];
  lyrics: string;
};

export type SongAttachment = { id: string; filename: string; mediaType: string; bytes: number };

export type SongAdded = { type: 'SongAdded'; data: SongDetails & { songId: string } };
export type SongChanged = { type: 'SongChanged'; data: { songId: string; changes: Partial<SongDetails> } };
export type SongRemoved = { type: 'SongRemoved'; data: { songId: string } };
export type SongChartAttached = { type: 'SongChartAttached'; data: { songId: string; attachment: SongAttachment } };
export type SongChartDetached = { type: 'SongChartDetached'; data: { songId: string; attachmentId: string } };

export type SongEvent = SongAdded | SongChanged | SongRemoved | SongChartAttached | SongChartDetached;

export const SONG_EVENT_TYPES: ReadonlySet<string> = new Set<SongEvent['type']>([
  'SongAdded',
  'SongChanged',
  'SongRemoved',
  'SongChartAttached',
  'SongChartDetached',
]);

export const SONG_DETAIL_FIELDS: ReadonlyArray<keyof SongDetails> = ['title', 'authors', 'ccliNumber', 'key', 'tempo', 'tags', 'lyrics'];

export const songStream = (songId: string) => `song-${songId}`;
