/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@koinonia/contracts';

/** The notifications namespace in every language: every English key, the plural forms each language's rules have, the same placeholders. */
const LOCALES = join(__dirname, '../../shared/i18n/locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const load = (language: string) => flatten(JSON.parse(readFileSync(join(LOCALES, language, 'notifications.json'), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort().join(',');

describe('notifications translations', () => {
  const english = load('en');
  const baseKeys = new Set([...english.keys()].map((k) => k.replace(PLURAL, '')));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, its plural forms and the same placeholders', (language) => {
    const translated = load(language);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const base of baseKeys) {
      const pluralInEnglish = english.has(`${base}_other`);
      const expected = pluralInEnglish ? categories.map((c) => `${base}_${c}`) : [base];
      const englishText = english.get(pluralInEnglish ? `${base}_other` : base)!;
      for (const key of expected) {
        const text = translated.get(key);
        if (!text?.trim()) problems.push(`${key} missing`);
        // A zero, one or two form may spell the number out; the others name every placeholder English does.
        else if (!/_(zero|one|two)$/.test(key) && placeholders(text) !== placeholders(englishText)) problems.push(`${key} placeholders ${placeholders(text)} ≠ ${placeholders(englishText)}`);
      }
    }
    for (const key of translated.keys()) if (!baseKeys.has(key.replace(PLURAL, ''))) problems.push(`${key} is not in English`);
    expect(problems).toEqual([]);
  });
});
