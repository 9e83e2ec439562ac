/// <reference types="node" />
import { LANGUAGES } from '@koinonia/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every key a JSON namespace holds, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string) => JSON.parse(readFileSync(join(__dirname, 'locales', language, 'preferences.json'), 'utf8')) as Record<string, unknown>;

describe('the preferences namespace', () => {
  const english = keysOf(read('en')).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key English has, and no other', (language) => {
    const keys = keysOf(read(language)).sort();
    expect(keys).toEqual(english);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s keeps every placeholder and translates the words', (language) => {
    const translated = read(language);
    const englishValues = read('en');
    const value = (source: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], source) as string;
    for (const path of english) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect({ path, placeholders: placeholders(value(translated, path)) }).toEqual({ path, placeholders: placeholders(value(englishValues, path)) });
    }
    // A translation, not a copy: most of the sentences differ from English.
    const same = english.filter((path) => value(translated, path) === value(englishValues, path));
    expect(same.length).toBeLessThan(english.length / 5);
  });
});
