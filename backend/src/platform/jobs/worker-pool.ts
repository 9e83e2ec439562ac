import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a pool's worker script answers for each task: its result, or the message of what it threw. */
export type WorkerReply<Out> = { id: number; ok: true; result: Out } | { id: number; ok: false; error: string };

interface Task<In, Out> {
  id: number;
  input: In;
  resolve: (result: Out) => void;
  reject: (error: Error) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  task: Task<In, Out> | null;
}

export interface WorkerPoolOptions {
  /** Workers at most; by default one per core less the one the event loop runs on (at least one). */
  size?: number;
  /** An idle pool lets its workers go after this long (each holds its own heap). Default 30 s. */
  idleMs?: number;
}

/**
 * CPU-heavy work (rendering PDFs) on worker threads beside the event loop, one task per worker at a
 * time, first come first served. `script` is a compiled worker (see `serveWorkerTasks`); workers
 * start when tasks come, stop when the pool has been idle a while, and one that dies is replaced
 * (its task fails with the reason; the others go on).
 */
export class WorkerPool<In, Out> {
  private readonly size: number;
  private readonly idleMs: number;
  private readonly slots: Array<Slot<In, Out>> = [];
  private readonly queue: Array<Task<In, Out>> = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly script: string,
    options: WorkerPoolOptions = {},
  ) {
    this.size = Math.max(1, options.size ?? availableParallelism() - 1);
    this.idleMs = options.idleMs ?? 30_000;
  }

  /** A pool when `script` is there to run (the compiled app), else null: the caller does the work itself (under ts-jest, say). */
  static ifBuilt<In, Out>(script: string, options?: WorkerPoolOptions): WorkerPool<In, Out> | null {
    return script.endsWith('.js') && existsSync(script) ? new WorkerPool<In, Out>(script, options) : null;
  }

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; tasks not yet done fail. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearIdle();
    for (const task of this.queue.splice(0)) task.reject(new Error('The worker pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, 'The worker pool is closed')));
  }

  private dispatch(): void {
    this.clearIdle();
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.task === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, input: task.input });
    }
    if (this.slots.every((slot) => slot.task === null)) this.idleTimer = setTimeout(() => void this.retire(), this.idleMs).unref();
  }

  private spawn(): Slot<In, Out> {
    const slot: Slot<In, Out> = { worker: new Worker(this.script), task: null };
    slot.worker.on('message', (reply: WorkerReply<Out>) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      if (reply.ok) task.resolve(reply.result);
      else task.reject(new Error(reply.error));
      this.dispatch();
    });
    const lost = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      slot.task?.reject(new Error(reason));
      slot.task = null;
      if (!this.closed) this.dispatch();
    };
    slot.worker.on('error', (error) => lost(`A worker failed: ${error.message}`));
    slot.worker.on('exit', (code) => lost(`A worker stopped (exit code ${code})`));
    this.slots.push(slot);
    return slot;
  }

  private async retire(): Promise<void> {
    this.idleTimer = null;
    const idle = this.slots.filter((slot) => slot.task === null);
    for (const slot of idle) this.slots.splice(this.slots.indexOf(slot), 1);
    await Promise.all(idle.map((slot) => this.stop(slot, 'retired')));
  }

  private async stop(slot: Slot<In, Out>, reason: string): Promise<void> {
    slot.task?.reject(new Error(reason));
    slot.task = null;
    slot.worker.removeAllListeners();
    await slot.worker.terminate();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
