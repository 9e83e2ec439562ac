/** The 66 books of the Protestant canon: the OSIS code the parser answers with and the English name shown and searched. */
export const BIBLE_BOOKS = [
  ['Gen', 'Genesis'],
  ['Exod', 'Exodus'],
  ['Lev', 'Leviticus'],
  ['Num', 'Numbers'],
  ['Deut', 'Deuteronomy'],
  ['Josh', 'Joshua'],
  ['Judg', 'Judges'],
  ['Ruth', 'Ruth'],
  ['1Sam', '1 Samuel'],
  ['2Sam', '2 Samuel'],
  ['1Kgs', '1 Kings'],
  ['2Kgs', '2 Kings'],
  ['1Chr', '1 Chronicles'],
  ['2Chr', '2 Chronicles'],
  ['Ezra', 'Ezra'],
  ['Neh', 'Nehemiah'],
  ['Esth', 'Esther'],
  ['Job', 'Job'],
  ['Ps', 'Psalms'],
  ['Prov', 'Proverbs'],
  ['Eccl', 'Ecclesiastes'],
  ['Song', 'Song of Solomon'],
  ['Isa', 'Isaiah'],
  ['Jer', 'Jeremiah'],
  ['Lam', 'Lamentations'],
  ['Ezek', 'Ezekiel'],
  ['Dan', 'Daniel'],
  ['Hos', 'Hosea'],
  ['Joel', 'Joel'],
  ['Amos', 'Amos'],
  ['Obad', 'Obadiah'],
  ['Jonah', 'Jonah'],
  ['Mic', 'Micah'],
  ['Nah', 'Nahum'],
  ['Hab', 'Habakkuk'],
  ['Zeph', 'Zephaniah'],
  ['Hag', 'Haggai'],
  ['Zech', 'Zechariah'],
  ['Mal', 'Malachi'],
  ['Matt', 'Matthew'],
  ['Mark', 'Mark'],
  ['Luke', 'Luke'],
  ['John', 'John'],
  ['Acts', 'Acts'],
  ['Rom', 'Romans'],
  ['1Cor', '1 Corinthians'],
  ['2Cor', '2 Corinthians'],
  ['Gal', 'Galatians'],
  ['Eph', 'Ephesians'],
  ['Phil', 'Philippians'],
  ['Col', 'Colossians'],
  ['1Thess', '1 Thessalonians'],
  ['2Thess', '2 Thessalonians'],
  ['1Tim', '1 Timothy'],
  ['2Tim', '2 Timothy'],
  ['Titus', 'Titus'],
  ['Phlm', 'Philemon'],
  ['Heb', 'Hebrews'],
  ['Jas', 'James'],
  ['1Pet', '1 Peter'],
  ['2Pet', '2 Peter'],
  ['1John', '1 John'],
  ['2John', '2 John'],
  ['3John', '3 John'],
  ['Jude', 'Jude'],
  ['Rev', 'Revelation'],
] as const;

export type BibleBook = (typeof BIBLE_BOOKS)[number][0];
export const BIBLE_BOOK_CODES: readonly BibleBook[] = BIBLE_BOOKS.map(([code]) => code);

export const SERMON_STATUSES = ['draft', 'published'] as const;
export type SermonStatus = (typeof SERMON_STATUSES)[number];

/** Where a sermon's recording is: a file in the media library, a livestream's recording, or an address elsewhere. */
export const SERMON_MEDIA_KINDS = ['url', 'file', 'recording'] as const;
export type SermonMediaKind = (typeof SERMON_MEDIA_KINDS)[number];

/** Audio and video types a podcast app and the browser's player take. */
export const SERMON_MEDIA_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/x-mpegURL',
] as const;
export type SermonMediaType = (typeof SERMON_MEDIA_TYPES)[number];

export const SERMON_LIMITS = {
  title: 200,
  speaker: 120,
  series: 120,
  scripture: 300,
  summary: 4_000,
  transcript: 200_000,
  tag: 40,
  tags: 12,
  url: 2_000,
  /** Files given with a sermon (notes, slides, images). */
  attachments: 10,
  /** Passages shown with a sermon: enough for a few chapters, never a whole book. */
  passageVerses: 250,
} as const;
