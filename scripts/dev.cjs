#!/usr/bin/env node
/*
 * `npm run dev`: the app for people working on it, in one command. Contracts and the backend are
 * recompiled on every change (tsc --watch), the backend restarts on every new output (node --watch)
 * on PORT (default 3000) with the demo church (data in ./data, as `npm start`), and Vite serves
 * the front end with hot reload on http://localhost:5173, /api and /socket.io proxied to the
 * backend. Each line says which part it comes from; Ctrl+C stops them all.
 *
 * Started in order, so nothing restarts for the first compile: the contracts, then the backend's
 * compiler, then the backend and Vite.
 */
const { spawn } = require('node:child_process');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
// npm's own command line, as `npm run dev` passes it: the front end's dev server is its workspace's `dev` script.
const npm = process.env.npm_execpath;

const children = new Set();
let stopping = false;

/** Runs `node args` with its output prefixed by `name`; `ready` resolves once a line matches `readyWhen`. */
function run(name, args, { readyWhen } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = `[${name}]`.padEnd(16);
  let signalReady;
  const ready = new Promise((resolveReady) => (signalReady = resolveReady));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        if (line.trim() === '') continue;
        process.stdout.write(`${prefix} ${line}\n`);
        if (readyWhen?.test(line)) signalReady();
      }
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`${prefix} stopped (${signal ?? `exit code ${code}`}): stopping the rest`);
    stop(code || 1);
  });
  return ready;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const exit = () => children.size === 0 && process.exit(code);
  for (const child of children) child.once('exit', exit);
  exit();
  // A part that does not stop within 5 s is stopped for good.
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

if (!npm || !npm.endsWith('.js')) {
  console.error('Start it with `npm run dev`.');
  process.exit(1);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** tsc --watch says this after every compile, with or without errors. */
const COMPILED = /Watching for file changes/;

async function main() {
  // The ES-module build is marked as such, as `npm run build -w contracts` does.
  mkdirSync(join(root, 'contracts/dist/esm'), { recursive: true });
  writeFileSync(join(root, 'contracts/dist/esm/package.json'), '{"type":"module"}');
  await Promise.all([
    run('contracts', [tsc, '--watch', '--preserveWatchOutput', '-p', 'contracts/tsconfig.build.json'], { readyWhen: COMPILED }),
    run('contracts (esm)', [tsc, '--watch', '--preserveWatchOutput', '-p', 'contracts/tsconfig.esm.json'], { readyWhen: COMPILED }),
  ]);
  await run('backend tsc', [tsc, '--watch', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json'], { readyWhen: COMPILED });
  // --watch follows every module the backend loads: its own output and the contracts' (two
  // --watch-path flags would nest a second watcher in Node 20).
  void run('backend', ['--watch', 'backend/dist/main.js']);
  void run('vite', [npm, 'run', 'dev', '--workspace', 'frontend', '--', '--port', '5173', '--strictPort']);
}

main().catch((error) => {
  console.error(error);
  stop(1);
});
