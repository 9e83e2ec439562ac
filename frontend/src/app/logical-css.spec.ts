/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The app mirrors for Arabic: the shell and the shared code place things by the line of reading
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`), never by left and right.
 */
const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const PHYSICAL = /(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

const scanned = ['app', 'shared']
  .flatMap((folder) => sourceFiles(join(SRC, folder)))
  .map((path) => ({ path: relative(SRC, path).split(sep).join('/'), lines: readFileSync(path, 'utf8').split('\n') }));

describe('styles of the shell and shared code', () => {
  it('scans the whole shell and shared code (a walk that found nothing would pass anything)', () => {
    expect(scanned.filter(({ path }) => path.startsWith('app/')).length).toBeGreaterThanOrEqual(30);
    expect(scanned.filter(({ path }) => path.startsWith('shared/')).length).toBeGreaterThanOrEqual(50);
    expect(scanned.map(({ path }) => path)).toEqual(expect.arrayContaining(['app/app.tsx', 'shared/ui/toast.tsx']));
  });

  it('use logical properties, which mirror for right-to-left languages', () => {
    const offenders = scanned.flatMap(({ path, lines }) =>
      lines.flatMap((line, index) => (PHYSICAL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice a physical property (the pattern itself)', () => {
    for (const line of ['margin-left: 4px;', '  padding-right: 1rem;', 'left: 0;', 'text-align: right;', 'float: left;', 'border-right: 1px solid;']) {
      expect({ line, caught: PHYSICAL.test(line) }).toEqual({ line, caught: true });
    }
    for (const line of ['margin-inline-start: 4px;', 'inset-inline-end: 0;', 'text-align: start;', 'justify-content: flex-end;']) {
      expect({ line, caught: PHYSICAL.test(line) }).toEqual({ line, caught: false });
    }
  });
});
