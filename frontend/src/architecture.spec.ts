/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The conventions of STYLE.md that a reviewer would otherwise have to remember, held by a test. */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

const importsOf = (text: string) => [...text.matchAll(/(?:from\s+|import\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

function resolved(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

describe('architecture', () => {
  it('reads the whole source tree (a walk that found nothing would pass every check below)', () => {
    const under = (folder: string) => files.filter(({ path }) => path.startsWith(`${folder}/`)).length;
    expect(under('features')).toBeGreaterThanOrEqual(100);
    expect(under('app')).toBeGreaterThanOrEqual(30);
    expect(under('shared')).toBeGreaterThanOrEqual(50);
    expect(files.map(({ path }) => path)).toEqual(expect.arrayContaining(['app/features.ts', 'shared/ui/theme/theme.tokens.ts']));
  });

  it('keeps features apart: a feature never imports another one, nor the app', () => {
    const offenders = files.flatMap(({ path, text }) => {
      const feature = /^features\/([^/]+)\//.exec(path)?.[1];
      if (!feature) return [];
      return importsOf(text)
        .map((spec) => resolved(path, spec))
        .filter(
          (target) =>
            (target.startsWith('features/') && !target.startsWith(`features/${feature}/`) && target !== `features/${feature}`) || target.startsWith('app/'),
        )
        .map((target) => `${path} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('gives every feature folder a manifest, listed once in app/features.ts', () => {
    const features = readdirSync(join(SRC, 'features')).filter((name) => statSync(join(SRC, 'features', name)).isDirectory());
    const listed = importsOf(files.find(({ path }) => path === 'app/features.ts')!.text).map((spec) => resolved('app/features.ts', spec));
    expect(features.filter((name) => !files.some(({ path }) => path === `features/${name}/${name}.feature.ts`))).toEqual([]);
    expect(features.filter((name) => listed.filter((target) => target === `features/${name}/${name}.feature`).length !== 1)).toEqual([]);
  });

  it('keeps locale files with their namespace: shared/i18n holds only common, shell and palette', () => {
    const shared = readdirSync(join(SRC, 'shared/i18n/locales')).flatMap((language) => readdirSync(join(SRC, 'shared/i18n/locales', language)));
    expect([...new Set(shared)].sort()).toEqual(['common.json', 'palette.json', 'shell.json']);
  });

  it('keeps shared code below features and app', () => {
    const offenders = files
      .filter(({ path }) => path.startsWith('shared/'))
      .flatMap(({ path, text }) =>
        importsOf(text)
          .map((spec) => resolved(path, spec))
          .filter((target) => target.startsWith('features/') || target.startsWith('app/') || target.startsWith('testing/'))
          .map((target) => `${path} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('writes colours only in the theme tokens', () => {
    const colour = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i;
    const offenders = files
      .filter(({ path }) => path !== 'shared/ui/theme/theme.tokens.ts' && !path.startsWith('testing/'))
      .filter(({ text }) => text.split('\n').some((line) => colour.test(line.replace(/href=\{?['"`]#[^'"`]*['"`]\}?/g, ''))))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('never redefines what contracts already says', () => {
    const redefined =
      /^\s*(?:export\s+)?(?:interface|type|class)\s+(MemberView|MemberPage|CurrentUser|ApiErrorBody|RegisterMemberDto|UpdateMemberDto|LoginDto|CommandResult|MinistryView)\b/m;
    expect(files.filter(({ text }) => redefined.test(text)).map(({ path }) => path)).toEqual([]);
  });
});
