import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// The backend of `npm run dev`, on PORT as the backend itself reads it.
const backend = `http://localhost:${process.env.PORT || 3000}`;

/** Files worth compressing (images and fonts are compressed already; source maps go to devtools only). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside each text
 * file of the build of 1 KB or more, once, at build time: the server sends the one the browser
 * accepts and never compresses a file per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'koinonia:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map((file) => join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * The code each first screen needs after the entry, by who is asking: the landing page's for a
 * browser without a session cookie, the signed-in app's and preferences' for one with. The server
 * names these files in index.html as module preloads (see `first-chunks.json` in the backend's
 * front-end serving), so the browser fetches them beside the entry instead of after running it.
 */
const FIRST_CHUNKS = {
  signedOut: ['src/features/auth/components/landing.page.tsx'],
  signedIn: ['src/app/signed-in/signed-in-app.tsx', 'src/features/preferences/preferences-sync.ts'],
};

function firstChunks(): Plugin {
  return {
    name: 'koinonia:first-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        roots.forEach(visit);
        return seen;
      };
      // What index.html already loads is left out.
      const entry = closure(chunks.filter((chunk) => chunk.isEntry));
      const files = (modules: string[]) => {
        const roots = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/frontend/${module}`));
          if (!chunk) throw new Error(`first-chunks: no chunk for ${module}`);
          return chunk;
        });
        return [...closure(roots)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      };
      this.emitFile({
        type: 'asset',
        fileName: 'first-chunks.json',
        source: JSON.stringify({ signedOut: files(FIRST_CHUNKS.signedOut), signedIn: files(FIRST_CHUNKS.signedIn) }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), firstChunks()],
  resolve: {
    // Contracts' DTOs need Reflect's metadata API (class-transformer reads design types); every
    // browser we build for has Map, Set and WeakMap, so the build without their polyfills will do.
    alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunks each entry and page pulls in (the bundle budget test reads it).
    manifest: true,
    // Every browser the build targets (es2022) preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs, in one file: one request, and gzip and brotli compress them better together.
          groups: [
            {
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|i18next|react-i18next|@tanstack|use-sync-external-store)\//,
            },
          ],
        },
      },
      // A feature's loader of the other languages (`import(`./locales/${language}.json`)`) also
      // matches its English file, which is bundled on purpose: nothing to say about that one.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /\/locales\/en\.json\b/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
