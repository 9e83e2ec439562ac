/// <reference types="node" />
import { LANGUAGES as ALL_LANGUAGES } from '@koinonia/contracts';
import { registerFeatureTranslations } from '../../app/signed-in/feature-translations';
import { initTranslations } from '../../app/translations';
import { registeredNamespaces, type NamespaceResources } from './i18n';

/**
 * Every language's locale files held to the English ones, for every namespace the app registers
 * (the shared ones and each feature manifest's, so a new feature's is checked with no change here): the same keys, the
 * plural forms each language has, the same placeholders, no empty words, and translated words
 * rather than copies of English. A key English gains fails the build until every language has it.
 */
const LANGUAGES = ALL_LANGUAGES.filter((language) => language !== 'en');
const i18n = initTranslations('en');
registerFeatureTranslations();
const NAMESPACES = registeredNamespaces().map((namespace) => [namespace.name, namespace] as const);
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: unknown };

/** A language's file for a namespace, through the namespace's own loader; null when there is none. */
async function readLocale(language: string, namespace: NamespaceResources): Promise<Tree | null> {
  return namespace.load(language).then(
    (module) => module.default,
    () => null,
  );
}

/** Every string by its path. An empty object is kept as one entry, so `errors: {}` must stay an object. */
function flatten(tree: Tree, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  const keys = Object.keys(tree);
  if (keys.length === 0 && prefix) into.set(prefix, {});
  for (const key of keys) {
    const value = tree[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, path, into);
    else into.set(path, value);
  }
  return into;
}

/** Placeholders, nested `$t(...)` and markup tags: what the code or i18next fills in. */
function tokensOf(text: string): string[] {
  const placeholders = [...text.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)].map((m) => `{{${m[1]}}}`);
  const nesting = [...text.matchAll(/\$t\([^)]*\)/g)].map((m) => m[0]);
  const markup = [...text.matchAll(/<\/?[A-Za-z0-9]+\s*\/?>/g)].map((m) => m[0]);
  return [...new Set([...placeholders, ...nesting, ...markup])].sort();
}

const categoriesOf = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

/** The whole numbers up to 200 (and a million, for "many" in es, fr, pt) that take a plural category in a language. */
function numbersOf(language: string, category: string): number[] {
  const rules = new Intl.PluralRules(language);
  return [...Array.from({ length: 201 }, (_, n) => n), 1_000_000].filter((n) => rules.select(n) === category);
}

interface Expected {
  /** The English text a key is held to (for a plural, every English form joined). */
  english: string;
  plural?: { base: string; category: string };
}

/** The keys a language must have for one namespace, from the English file and its plural rules. */
function expectedKeys(english: Map<string, unknown>, language: string): Map<string, Expected> {
  const expected = new Map<string, Expected>();
  const pluralForms = new Map<string, string[]>();
  for (const [path, value] of english) {
    const plural = PLURAL.exec(path);
    if (plural) pluralForms.set(plural[1], [...(pluralForms.get(plural[1]) ?? []), String(value)]);
    else expected.set(path, { english: typeof value === 'string' ? value : '' });
  }
  for (const [base, forms] of pluralForms) {
    for (const category of categoriesOf(language)) expected.set(`${base}_${category}`, { english: forms.join(' '), plural: { base, category } });
  }
  return expected;
}

describe.each(LANGUAGES)('locale %s', (language) => {
  describe.each(NAMESPACES)('%s', (_name, namespace) => {
    let english = new Map<string, unknown>();
    let expected = new Map<string, Expected>();
    let file: Tree | null = null;
    let translated = new Map<string, unknown>();
    beforeAll(async () => {
      english = flatten(namespace.english ?? (await namespace.load('en')).default);
      expected = expectedKeys(english, language);
      file = await readLocale(language, namespace);
      translated = flatten(file ?? {});
    });

    it('has a file', () => {
      expect(file).not.toBeNull();
    });

    it('has every key English has, with the plural forms of the language', () => {
      expect([...expected.keys()].filter((key) => !translated.has(key))).toEqual([]);
    });

    it('has no key English lacks, and no plural form the language does not use', () => {
      expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
    });

    it('keeps what English keeps an empty object an empty object, and every word a string', () => {
      const wrongType = [...expected]
        .filter(([key]) => translated.has(key))
        .filter(([key]) => {
          const englishValue = english.get(key) ?? english.get(`${expected.get(key)!.plural?.base}_other`);
          const value = translated.get(key);
          return typeof englishValue === 'string' ? typeof value !== 'string' : JSON.stringify(value) !== '{}';
        });
      expect(wrongType.map(([key]) => key)).toEqual([]);
    });

    it('has no empty words where English has words (and none where English is deliberately empty)', () => {
      const wrong = [...expected]
        .filter(([key]) => typeof translated.get(key) === 'string')
        .filter(([key, { english: text }]) => (text.trim() === '') !== ((translated.get(key) as string).trim() === ''));
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders, nesting and markup of English', () => {
      const mismatches: string[] = [];
      for (const [key, { english: text, plural }] of expected) {
        const value = translated.get(key);
        if (typeof value !== 'string') continue;
        const want = tokensOf(text);
        const have = tokensOf(value);
        let ok: boolean;
        if (!plural) {
          ok = JSON.stringify(have) === JSON.stringify(want);
        } else if (plural.category === 'zero') {
          // "None" needs no count and may leave out what it would have said about the items.
          ok = have.every((token) => want.includes(token));
        } else {
          // A form that stands for one number only ("one", "two" in Arabic) may say it in words.
          const countOptional = numbersOf(language, plural.category).length === 1;
          const strip = (tokens: string[]) => (countOptional ? tokens.filter((token) => token !== '{{count}}') : tokens);
          ok = JSON.stringify(strip(have)) === JSON.stringify(strip(want));
        }
        if (!ok) mismatches.push(`${key}: has ${have.join(' ') || 'none'}, English has ${want.join(' ') || 'none'}`);
      }
      expect(mismatches).toEqual([]);
    });

    it('is a translation, not a copy of English', () => {
      const words = [...expected.keys()].filter((key) => typeof translated.get(key) === 'string' && /\p{L}{4,}/u.test((english.get(key) as string) ?? ''));
      const copied = words.filter((key) => translated.get(key) === english.get(key));
      // Names, codes and loanwords may stay as they are; most sentences may not.
      expect(copied.length).toBeLessThanOrEqual(Math.max(3, words.length * 0.25));
    });

    it('separates palette keywords with ASCII commas, as the palette splits them', () => {
      const wrong = [...translated].filter(([key, value]) => key.endsWith('.keywords') && typeof value === 'string' && /[،，、;؛]/.test(value));
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  });
});

describe('the checker', () => {
  it('names a missing key, an extra one and the plural forms a language needs', () => {
    const english = flatten({ title: 'Members', total_one: '{{count}} member', total_other: '{{count}} members' });
    const expected = expectedKeys(english, 'ar');
    expect([...expected.keys()].sort()).toEqual(['title', 'total_few', 'total_many', 'total_one', 'total_other', 'total_two', 'total_zero']);
    expect([...expectedKeys(english, 'ko').keys()].sort()).toEqual(['title', 'total_other']);
    expect(tokensOf('Hello {{name}}, $t(common:x) <b>now</b>')).toEqual(['$t(common:x)', '<b>', '</b>', '{{name}}'].sort());
  });
});

describe('the translations through i18next', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it.each(LANGUAGES)('%s loads lazily and picks the plural form of each category', async (language) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(NAMESPACES.map(([name]) => name));
    const members = (await readLocale(language, NAMESPACES.find(([name]) => name === 'members')![1])) as { directory: Record<string, string> };
    expect(i18n.t('members:directory.title')).toBe(members.directory.title);
    expect(i18n.t('members:directory.title')).not.toBe('Member Directory');
    for (const category of categoriesOf(language)) {
      const [count] = numbersOf(language, category);
      expect(i18n.t('members:directory.total', { count })).toBe(members.directory[`total_${category}`].replace('{{count}}', String(count)));
    }
    expect(document.documentElement.lang).toBe(language);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });
});
