import { BIBLE_BOOKS, type BibleBook, type ScriptureRef } from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';

// The library ships CommonJS builds per language beside its ES modules; the English one carries its data.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bcv_parser: BcvParser } = require('bible-passage-reference-parser/cjs/en_bcv_parser.js') as { bcv_parser: new () => BcvParserInstance };

interface BcvPoint {
  b: string;
  c: number;
  v?: number;
  type?: string;
}
interface BcvEntity {
  type: string;
  start: BcvPoint;
  end: BcvPoint;
  valid: { valid: boolean; messages: Record<string, unknown> };
}
interface BcvParsed {
  osis: string;
  type: string;
  indices: [number, number];
  entities: BcvEntity[];
}
interface BcvParserInstance {
  set_options(options: Record<string, string>): void;
  parse(text: string): { parsed_entities(): BcvParsed[] };
}

const BOOK_NAMES = new Map<string, string>(BIBLE_BOOKS);

/** A message the parser attaches that still names a real passage: "Jude 3" is Jude 1:3. */
const HARMLESS = new Set(['start_chapter_not_exist_in_single_chapter_book']);

let parser: BcvParserInstance | null = null;
function theParser(): BcvParserInstance {
  if (!parser) {
    parser = new BcvParser();
    // Each reference on its own (no "John 3:16,18" merged into one), ranges kept as written, invalid ones reported rather than dropped.
    parser.set_options({
      osis_compaction_strategy: 'bcv',
      consecutive_combination_strategy: 'separate',
      sequence_combination_strategy: 'separate',
      invalid_passage_strategy: 'include',
      invalid_sequence_strategy: 'include',
      book_alone_strategy: 'full',
      book_range_strategy: 'include',
    });
  }
  return parser;
}

const refused = (input: string) => new DomainError('SCRIPTURE_INVALID', { reference: input });

/** The book's name as read aloud: one psalm is a Psalm. */
function bookLabel(book: BibleBook, chapters: number): string {
  return book === 'Ps' && chapters === 1 ? 'Psalm' : BOOK_NAMES.get(book)!;
}

function toRef(entity: BcvEntity, input: string): ScriptureRef {
  if (!entity.valid.valid || Object.keys(entity.valid.messages).some((message) => !HARMLESS.has(message))) throw refused(input);
  const book = entity.start.b as BibleBook;
  if (!BOOK_NAMES.has(book) || entity.end.b !== book) throw refused(input);
  const startVerse = entity.start.v ?? 1;
  const endVerse = entity.end.v ?? startVerse;
  const singleChapterBook = 'start_chapter_not_exist_in_single_chapter_book' in entity.valid.messages;
  const startsWithChapter = entity.type === 'bc' || entity.type === 'c' || entity.start.type === 'bc' || entity.start.type === 'c';
  const endsWithChapter = entity.type !== 'range' || entity.end.type === 'integer' || entity.end.type === 'bc' || entity.end.type === 'c';
  const wholeChapters = !singleChapterBook && startsWithChapter && endsWithChapter && startVerse === 1;
  const [startChapter, endChapter] = [entity.start.c, entity.end.c];
  const name = bookLabel(book, endChapter - startChapter + 1);
  let label: string;
  if (wholeChapters) label = startChapter === endChapter ? `${name} ${startChapter}` : `${name} ${startChapter}–${endChapter}`;
  else if (startChapter !== endChapter) label = `${name} ${startChapter}:${startVerse}–${endChapter}:${endVerse}`;
  else if (startVerse !== endVerse) label = `${name} ${startChapter}:${startVerse}–${endVerse}`;
  else label = `${name} ${startChapter}:${startVerse}`;
  const start = `${book}.${startChapter}.${startVerse}`;
  const end = `${book}.${endChapter}.${endVerse}`;
  return { osis: start === end ? start : `${start}-${end}`, label, book, startChapter, startVerse, endChapter, endVerse, wholeChapters };
}

/**
 * Bible references as people write them ("Jn 3:16-18; Rom 8") → normalised references (John 3:16–18,
 * Romans 8). Anything that is not a real passage of the 66 books — an unknown book, a chapter or verse
 * the book lacks, words left over — is refused with SCRIPTURE_INVALID naming the input; an empty
 * input is no references.
 */
export function parseScripture(input: string): ScriptureRef[] {
  const text = input.trim();
  if (!text) return [];
  const parsed = theParser().parse(text).parsed_entities();
  if (parsed.length === 0) throw refused(text);
  // Whatever the parser did not read must be separators only: "John 3:16; hello" is not a reference list.
  let covered = 0;
  for (const passage of parsed) {
    if (/[^\s;,.&]|\band\b/i.test(text.slice(covered, passage.indices[0]).replace(/\band\b/gi, ''))) throw refused(text);
    covered = passage.indices[1];
  }
  if (/[^\s;,.]/.test(text.slice(covered))) throw refused(text);
  const refs = parsed.flatMap((passage) => passage.entities.map((entity) => toRef(entity, text)));
  // The same passage twice is kept once.
  return refs.filter((ref, index) => refs.findIndex((other) => other.osis === ref.osis) === index);
}

/** Normalised references as one line: "John 3:16–18; Romans 8". */
export function scriptureLabel(refs: readonly ScriptureRef[]): string {
  return refs.map((ref) => ref.label).join('; ');
}
