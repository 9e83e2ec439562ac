import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CONTEXT_MODULES } from './app.module';
import { contributionsOf } from './platform/context/context-module.decorator';

/**
 * The backend's shape, held by a test (STYLE.md, ARCHITECTURE.md): platform below modules;
 * a module reaches another only through its public face (`modules/<name>/index.ts`); domain
 * files are pure; a read model is read by the module that keeps it.
 */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
const isSpec = (path: string) => /\.(spec|int-spec)\.ts$/.test(path) || path.endsWith('.contract.ts');

const importsOf = (text: string) => [...text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

/** A relative import as a path from src (without extension); anything else as written. */
function resolved(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

function offenders(select: (path: string) => boolean, refuse: (target: string, path: string) => boolean): string[] {
  return files
    .filter(({ path }) => select(path))
    .flatMap(({ path, text }) => importsOf(text).flatMap((specifier) => (refuse(resolved(path, specifier), path) ? [`${path} -> ${specifier}`] : [])));
}

describe('backend architecture', () => {
  it('reads the whole source tree (a walk that found nothing would pass every check below)', () => {
    const under = (folder: string) => files.filter(({ path }) => path.startsWith(`${folder}/`)).length;
    expect(under('platform')).toBeGreaterThanOrEqual(60);
    expect(under('modules')).toBeGreaterThanOrEqual(150);
    expect(files.filter(({ path }) => /^modules\/[^/]+\/domain\//.test(path) && !isSpec(path)).length).toBeGreaterThanOrEqual(15);
    // A context may be more than one Nest module (content: sermons, media): count contexts, by name.
    const contexts = new Set(CONTEXT_MODULES.map((module) => contributionsOf(module).name));
    expect(new Set(files.map(({ path }) => moduleOf(path)).filter(Boolean)).size).toBeGreaterThanOrEqual(contexts.size);
    expect(files.map(({ path }) => path)).toEqual(expect.arrayContaining(['app.module.ts', 'modules/members/index.ts']));
  });

  it('keeps the platform below the modules: platform never imports a module or the app', () => {
    expect(
      offenders(
        (path) => path.startsWith('platform/'),
        (target) => target.startsWith('modules/') || target === 'app.module',
      ),
    ).toEqual([]);
  });

  it('lets a module reach another only through its public face (index.ts)', () => {
    const deep = (target: string, path: string) => {
      const other = moduleOf(`${target}/`);
      return other !== null && other !== moduleOf(path) && target !== `modules/${other}` && target !== `modules/${other}/index`;
    };
    expect(offenders((path) => path.startsWith('modules/'), deep)).toEqual([]);
  });

  it('lets code outside the modules (app, tests, benches, tools) use only their public faces too', () => {
    const deep = (target: string) => {
      const other = moduleOf(`${target}/`);
      return other !== null && target !== `modules/${other}` && target !== `modules/${other}/index`;
    };
    expect(offenders((path) => !path.startsWith('modules/'), deep)).toEqual([]);
  });

  it('gives every module a public face', () => {
    const modules = [...new Set(files.map(({ path }) => moduleOf(path)).filter((m): m is string => m !== null))];
    expect(modules.filter((name) => !files.some(({ path }) => path === `modules/${name}/index.ts`))).toEqual([]);
  });

  it('keeps domain files pure: no Nest, no Node built-ins, no adapters — only the domain, contracts and platform types', () => {
    const impure = (target: string, path: string) => {
      if (target === '@koinonia/contracts') return false;
      if (target.startsWith('modules/')) return !target.startsWith(path.slice(0, path.indexOf('/domain/') + '/domain/'.length));
      if (target.startsWith('platform/')) return !/(\.type|\.port)$/.test(target) && target !== 'platform/errors/domain-error';
      return true;
    };
    expect(offenders((path) => /^modules\/[^/]+\/domain\//.test(path) && !isSpec(path), impure)).toEqual([]);
  });

  it('reads a read model only in the module whose projection keeps it', () => {
    const owner = new Map<string, string>();
    for (const module of CONTEXT_MODULES) {
      const { name, projections } = contributionsOf(module);
      for (const projection of projections) owner.set(projection.collection, name);
    }
    // Every projection's module is the folder it lives in, so ownership by name is ownership by folder.
    expect([...owner.values()].every((name) => files.some(({ path }) => path.startsWith(`modules/${name}/`)))).toBe(true);

    const readsOtherCollections = files
      .filter(({ path }) => moduleOf(path) !== null)
      .flatMap(({ path, text }) => {
        const constants = new Map([...text.matchAll(/const\s+([A-Z_]+)\s*=\s*'([^']+)'/g)].map((m) => [m[1], m[2]]));
        return [...text.matchAll(/\.collection(?:<[^>()]*>)?\(\s*(?:'([^']+)'|([A-Z_]+)\b)/g)]
          .map((m) => m[1] ?? constants.get(m[2]) ?? null)
          .filter((name): name is string => name !== null && owner.has(name) && owner.get(name) !== moduleOf(path))
          .map((name) => `${path} reads ${name} (kept by ${owner.get(name)})`);
      });
    expect(readsOtherCollections).toEqual([]);
  });
});
