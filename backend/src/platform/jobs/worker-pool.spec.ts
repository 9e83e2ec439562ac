import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkerPool } from './worker-pool';

/** A worker written out in plain JavaScript: squares numbers slowly, throws on -1, dies on -2. */
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  if (input === -2) process.exit(3);
  if (input === -1) return parentPort.postMessage({ id, ok: false, error: 'no negative numbers' });
  const until = Date.now() + 20;
  while (Date.now() < until);
  parentPort.postMessage({ id, ok: true, result: { square: input * input, thread: require('node:worker_threads').threadId } });
});
`;

describe('WorkerPool', () => {
  let dir: string;
  let script: string;
  const pools: Array<WorkerPool<number, { square: number; thread: number }>> = [];
  const pool = (size: number, idleMs?: number) => {
    const made = new WorkerPool<number, { square: number; thread: number }>(script, { size, idleMs });
    pools.push(made);
    return made;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'worker-pool-'));
    script = join(dir, 'square.worker.js');
    writeFileSync(script, SCRIPT);
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((made) => made.close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers every task with its own result, spread over its workers', async () => {
    const shared = pool(2);
    const together = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => shared.run(n)));
    expect(together.map((r) => r.square)).toEqual([1, 4, 9, 16, 25, 36]);
    expect(new Set(together.map((r) => r.thread)).size).toBe(2);
  });

  it("fails a task whose work throws, with the worker's message, and goes on", async () => {
    const made = pool(1);
    await expect(made.run(-1)).rejects.toThrow('no negative numbers');
    await expect(made.run(7)).resolves.toMatchObject({ square: 49 });
  });

  it('fails the task of a worker that dies, replaces the worker, and finishes the tasks queued behind it', async () => {
    const made = pool(1);
    const dying = made.run(-2);
    const after = [made.run(3), made.run(4)];
    await expect(dying).rejects.toThrow('exit code 3');
    expect((await Promise.all(after)).map((r) => r.square)).toEqual([9, 16]);
  });

  it('lets idle workers go and starts new ones when work comes again', async () => {
    const made = pool(1, 50);
    const first = await made.run(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await made.run(3);
    expect(second.square).toBe(9);
    expect(second.thread).not.toBe(first.thread);
  });

  it('refuses work once closed, and fails what was still waiting', async () => {
    const made = pool(1);
    const running = expect(made.run(5)).rejects.toThrow('closed');
    const waiting = expect(made.run(6)).rejects.toThrow('closed');
    await made.close();
    await Promise.all([running, waiting]);
    await expect(made.run(1)).rejects.toThrow('closed');
  });

  it('is only made where its compiled script exists', () => {
    expect(WorkerPool.ifBuilt(script)).toBeInstanceOf(WorkerPool);
    expect(WorkerPool.ifBuilt(join(dir, 'missing.worker.js'))).toBeNull();
    expect(WorkerPool.ifBuilt(join(__dirname, 'worker-pool.ts'))).toBeNull();
  });
});
