/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The app mirrors for Arabic: the shell and the shared code place things by the line of reading
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`), never by left and right.
 */
const SRC = join(__dirname, '..');
/** Owned by the notifications work, which is rewriting it now; it converts with that change. */
const NOT_YET = new Set(['shared/ui/toast.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const PHYSICAL = /(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

describe('styles of the shell and shared code', () => {
  it('use logical properties, which mirror for right-to-left languages', () => {
    const offenders = ['app', 'shared']
      .flatMap((folder) => sourceFiles(join(SRC, folder)))
      .map((path) => ({ path: relative(SRC, path).split(sep).join('/'), lines: readFileSync(path, 'utf8').split('\n') }))
      .filter(({ path }) => !NOT_YET.has(path))
      .flatMap(({ path, lines }) => lines.flatMap((line, index) => (PHYSICAL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });
});
