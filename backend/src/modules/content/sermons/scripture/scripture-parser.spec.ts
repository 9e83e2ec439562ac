import { parseScripture, scriptureLabel } from './scripture-parser';

const labels = (input: string) => parseScripture(input).map((ref) => ref.label);
const refusal = (input: string) => {
  try {
    parseScripture(input);
  } catch (error) {
    return error;
  }
  return null;
};

describe('scripture references', () => {
  it('normalises abbreviations and ranges: "Jn 3:16-18; Rom 8" is John 3:16–18 and Romans 8', () => {
    expect(labels('Jn 3:16-18; Rom 8')).toEqual(['John 3:16–18', 'Romans 8']);
    expect(scriptureLabel(parseScripture('Jn 3:16-18; Rom 8'))).toBe('John 3:16–18; Romans 8');
    expect(labels('1 Cor 13:4-7')).toEqual(['1 Corinthians 13:4–7']);
    expect(labels('Mt 5:3')).toEqual(['Matthew 5:3']);
  });

  it('keeps the parts machines need: the book code, chapters and verses, and whether whole chapters are meant', () => {
    expect(parseScripture('Jn 3:16-18')).toEqual([
      { osis: 'John.3.16-John.3.18', label: 'John 3:16–18', book: 'John', startChapter: 3, startVerse: 16, endChapter: 3, endVerse: 18, wholeChapters: false },
    ]);
    expect(parseScripture('Rom 8')[0]).toMatchObject({ book: 'Rom', startChapter: 8, startVerse: 1, endChapter: 8, endVerse: 39, wholeChapters: true });
  });

  it('reads chapter-only references, chapter ranges and ranges across chapters', () => {
    expect(labels('Gen 1')).toEqual(['Genesis 1']);
    expect(labels('Ps 23')).toEqual(['Psalm 23']);
    expect(labels('Rom 8-9')).toEqual(['Romans 8–9']);
    expect(labels('John 3:16-4:2')).toEqual(['John 3:16–4:2']);
    expect(labels('Jude 3')).toEqual(['Jude 1:3']);
  });

  it('reads several references separated by semicolons and commas, once each', () => {
    expect(labels('Mt 5:3-12, 6:1; Ps 23')).toEqual(['Matthew 5:3–12', 'Matthew 6:1', 'Psalm 23']);
    expect(labels('Rom 8:28; Romans 8:28')).toEqual(['Romans 8:28']);
    expect(labels('  ')).toEqual([]);
  });

  it('refuses what is not a passage with SCRIPTURE_INVALID naming the input', () => {
    for (const input of ['Foo 3:4', 'hello', 'John 99:1', 'Psalm 151', 'John 3:16-200', 'Jn 3:16; zzz', 'Tobit 1:1']) {
      expect({ input, error: refusal(input) }).toEqual({ input, error: expect.objectContaining({ code: 'SCRIPTURE_INVALID', details: { reference: input } }) });
    }
  });
});
