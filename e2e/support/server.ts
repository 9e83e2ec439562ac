import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  baseURL: string;
  /** SIGKILL: no shutdown hooks, no flush — what a power cut does. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs} ms`);
}

/** The port the server says it bound, once it has. */
function boundPort(child: ChildProcess, output: () => string, timeoutMs: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const listening = /Listening on (?:http:\/\/\S+:|every interface, port )(\d+)/;
    const check = () => {
      const port = listening.exec(output())?.[1];
      if (port) finish(() => resolvePort(Number(port)));
    };
    const exited = () => finish(() => reject(new Error(`server exited with ${child.exitCode}`)));
    const timer = setTimeout(() => finish(() => reject(new Error(`server did not listen in ${timeoutMs} ms`))), timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', exited);
      settle();
    };
    child.stdout?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

/**
 * A new data folder holding a copy of the demo church the global setup seeded
 * (e2e/support/global-setup.ts): an app started on it starts as on a second `npm start`.
 */
export function demoChurchCopy(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `koinonia-e2e-${prefix}-`));
  cpSync(process.env.E2E_TEMPLATE_DIR!, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built app (backend/dist/main.js) as its own process on a data folder of the test's,
 * on a port the system picks (a fixed one could be taken, by another run or a retry's leftover),
 * with `env` on top of the usual settings (a spec's own STRIPE_*, say).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [resolve(__dirname, '../../backend/dist/main.js')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const started = async () => {
    const url = `http://localhost:${await boundPort(child, () => output, 120_000)}`;
    await waitForHealth(url, child, 120_000);
    return url;
  };
  const baseURL = await started().catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  });
  const exited = () => new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
  return {
    baseURL,
    async crash() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
    },
  };
}
