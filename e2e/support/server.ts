import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

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

/** Starts the built app (backend/dist/main.js) as its own process on a data folder of the test's. */
export async function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [resolve(__dirname, '../../backend/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(baseURL, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
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
