/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from './i18n';

/** The languages of this translation batch; a project-wide check of every language will replace this one. */
const LANGUAGES = ['es', 'fr', 'de', 'pt'] as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readLocale(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, 'locales', language, `${namespace}.json`), 'utf8'));
}

const isTree = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf by its dotted key; an empty object (a namespace's slot filled elsewhere) is a leaf too. */
function leaves(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isTree(tree) || (Object.keys(tree).length === 0 && prefix)) {
    into.set(prefix, tree);
    return into;
  }
  for (const [key, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const kind = (value: unknown) => (typeof value === 'string' ? 'a string' : isTree(value) ? 'a group' : String(value));

/** Placeholders, `$t(...)` nestings and markup tags: what a translation must carry over unchanged. */
function tokens(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nestings = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`);
  const tags = [...text.matchAll(/<\/?[a-zA-Z0-9]+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return [...placeholders, ...nestings, ...tags].sort();
}

/**
 * The keys `language` needs, each with the English key it translates: a plural family of English
 * (`x_one`, `x_other`) becomes one key per plural category of the language, the `one` form
 * translating English `x_one` and every other form English `x_other`.
 */
function expectedKeys(english: Map<string, unknown>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of english.keys()) {
    const base = PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '') : null;
    if (base === null || !english.has(`${base}_other`)) {
      expected.set(key, key);
      continue;
    }
    for (const category of categories) {
      expected.set(`${base}_${category}`, category === 'one' && english.has(`${base}_one`) ? `${base}_one` : `${base}_other`);
    }
  }
  return expected;
}

/** What is wrong with one namespace of one language, one line per fault; none when it is right. */
export function localeProblems(englishTree: unknown, translatedTree: unknown, language: string): string[] {
  const english = leaves(englishTree);
  const translated = leaves(translatedTree);
  const expected = expectedKeys(english, language);
  const problems: string[] = [];
  for (const [key, source] of expected) {
    if (!translated.has(key)) {
      problems.push(`missing ${key}`);
      continue;
    }
    const value = translated.get(key);
    const sourceValue = english.get(source);
    if (typeof value !== typeof sourceValue) {
      problems.push(`${key} is ${kind(value)}, English has ${kind(sourceValue)}`);
      continue;
    }
    if (typeof value !== 'string' || typeof sourceValue !== 'string') continue;
    if (value.trim() === '' && sourceValue.trim() !== '') problems.push(`empty ${key}`);
    const want = tokens(sourceValue).join(' ');
    const got = tokens(value).join(' ');
    if (want !== got) problems.push(`${key} carries [${got}], English [${want}]`);
  }
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push(`extra ${key}`);
  }
  return problems;
}

describe('the es, fr, de and pt locale files', () => {
  describe.each(LANGUAGES)('%s', (language) => {
    it.each([...NAMESPACES])('has every key of English in %s, with its placeholders and its plural forms', (namespace) => {
      expect(localeProblems(readLocale('en', namespace), readLocale(language, namespace), language)).toEqual([]);
    });
  });
});

describe('the locale checker', () => {
  const english = { title: 'Members', greeting: 'Welcome, {{name}}', total_one: '{{count}} member', total_other: '{{count}} members', errors: {} };
  const french = { title: 'Membres', greeting: 'Bienvenue, {{name}}', total_one: '{{count}} membre', total_many: '{{count}} de membres', total_other: '{{count}} membres', errors: {} };

  it('accepts a complete translation with the plural categories of the language', () => {
    const { total_many: _many, ...german } = french;
    expect(localeProblems(english, french, 'fr')).toEqual([]);
    expect(localeProblems(english, german, 'de')).toEqual([]);
  });

  it('names a missing key, an extra key and an empty string', () => {
    const { title: _title, ...untitled } = french;
    expect(localeProblems(english, untitled, 'fr')).toEqual(['missing title']);
    expect(localeProblems(english, { ...french, subtitle: 'En plus' }, 'fr')).toEqual(['extra subtitle']);
    expect(localeProblems(english, { ...french, title: ' ' }, 'fr')).toEqual(['empty title']);
  });

  it('names a placeholder that was renamed or dropped', () => {
    expect(localeProblems(english, { ...french, greeting: 'Bienvenue, {{nom}}' }, 'fr')).toEqual(['greeting carries [{{nom}}], English [{{name}}]']);
    expect(localeProblems(english, { ...french, total_one: 'un membre' }, 'fr')).toEqual(['total_one carries [], English [{{count}}]']);
  });

  it('names plural forms the language lacks and forms it does not have', () => {
    const { total_many: _many, ...withoutMany } = french;
    expect(localeProblems(english, withoutMany, 'fr')).toEqual(['missing total_many']);
    expect(localeProblems(english, french, 'de')).toEqual(['extra total_many']);
  });

  it('names a string where English has a group of keys', () => {
    expect(localeProblems(english, { ...french, errors: 'Erreurs' }, 'fr')).toEqual(['errors is a string, English has a group']);
  });
});
