/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The help namespace in every language: the keys English has, the plural forms each language needs, the same placeholders. */
const LANGUAGES = ['es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi', 'sw', 'ko'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const load = (language: string): Tree => JSON.parse(readFileSync(join(__dirname, '../../../shared/i18n/locales', language, 'help.json'), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('help translations', () => {
  const english = flatten(load('en'));
  const pluralBases = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));

  it.each(LANGUAGES)('%s has every key of English, no other, the plural forms of its language and the same placeholders', (language) => {
    const words = flatten(load(language));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = new Set<string>();
    for (const key of english.keys()) {
      const base = key.replace(PLURAL, '');
      if (pluralBases.has(base)) for (const category of categories) expected.add(`${base}_${category}`);
      else expected.add(key);
    }
    expect([...words.keys()].sort()).toEqual([...expected].sort());
    for (const [key, text] of words) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      const source = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`)!;
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(source) });
    }
  });
});
