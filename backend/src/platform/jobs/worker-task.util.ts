import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

/**
 * The worker side of a `WorkerPool`: answers each task with `work(input)`'s result (a throw is
 * answered as its message). `transfer` names the buffers moved rather than copied back.
 */
export function serveWorkerTasks<In, Out>(work: (input: In) => Promise<Out> | Out, transfer: (result: Out) => ArrayBuffer[] = () => []): void {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerTasks runs in a worker thread');
  port.on('message', (message: { id: number; input: In }) => {
    void (async () => {
      let reply: WorkerReply<Out>;
      let moved: ArrayBuffer[] = [];
      try {
        const result = await work(message.input);
        reply = { id: message.id, ok: true, result };
        moved = transfer(result);
      } catch (error) {
        reply = { id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(reply, moved);
    })();
  });
}
