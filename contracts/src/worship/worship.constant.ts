/** What an item of an order of service is. */
export const PROGRAM_ITEM_KINDS = ['song', 'reading', 'prayer', 'sermon', 'announcement', 'offering', 'video', 'other'] as const;
export type ProgramItemKind = (typeof PROGRAM_ITEM_KINDS)[number];

export const WORSHIP_LIMITS = {
  title: 200,
  authors: 300,
  ccli: 12,
  key: 8,
  tag: 40,
  tags: 20,
  lyrics: 20_000,
  notes: 2_000,
  person: 120,
  /** An item runs at most three hours. */
  durationSeconds: 3 * 3600,
  /** Items in one program. */
  items: 200,
  minTempo: 20,
  maxTempo: 300,
  /** Chord charts per song, and the size of one. */
  attachments: 10,
  attachmentBytes: 10 * 1024 * 1024,
  /** The usage report's longest period. */
  usageDays: 400,
} as const;

/** A CCLI song number is digits (empty: none). */
export const CCLI_NUMBER = /^\d{0,12}$/;

/** Chord charts may be PDFs or images. */
export const SONG_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** The realtime room of one program: the team editing it hears each change. */
export const programRoom = (programId: string) => `program:${programId}`;
