import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { BIBLE_BOOKS, SERMON_LIMITS, type ScripturePassage, type ScriptureRef, type ScriptureVerse } from '@koinonia/contracts';

/** The King James Version's names where they differ from ours ("Song of Solomon" is "Solomon's Song" in the 1769 text). */
const KJV_NAMES = new Map<string, string>(BIBLE_BOOKS.map(([code, name]) => [code, code === 'Song' ? "Solomon's Song" : name]));

/** A verse as printed: without the paragraph mark ("# ") and with the translators' supplied words unbracketed. */
function clean(text: string): string {
  return text.replace(/^#\s*/, '').replace(/[[\]]/g, '').trim();
}

/**
 * The King James Version (1769, public domain; the `kjv` package), read from disk the first time a
 * passage is asked for — 4.7 MB the app never loads unless someone reads a sermon's passages.
 */
@Injectable()
export class KjvText {
  private verses: Promise<Record<string, string>> | null = null;

  private load(): Promise<Record<string, string>> {
    this.verses ??= readFile(require.resolve('kjv/json/verses-1769.json'), 'utf8').then((json) => JSON.parse(json) as Record<string, string>);
    return this.verses;
  }

  async passages(refs: readonly ScriptureRef[]): Promise<ScripturePassage[]> {
    const verses = await this.load();
    return refs.map((ref) => {
      const book = KJV_NAMES.get(ref.book)!;
      const found: ScriptureVerse[] = [];
      let truncated = false;
      for (let chapter = ref.startChapter; chapter <= ref.endChapter && !truncated; chapter += 1) {
        const last = chapter === ref.endChapter ? ref.endVerse : Number.POSITIVE_INFINITY;
        for (let verse = chapter === ref.startChapter ? ref.startVerse : 1; verse <= last; verse += 1) {
          const text = verses[`${book} ${chapter}:${verse}`];
          if (text === undefined) break;
          if (found.length === SERMON_LIMITS.passageVerses) {
            truncated = true;
            break;
          }
          found.push({ reference: `${book === "Solomon's Song" ? 'Song of Solomon' : book} ${chapter}:${verse}`, chapter, verse, text: clean(text) });
        }
      }
      return { label: ref.label, verses: found, truncated };
    });
  }
}
