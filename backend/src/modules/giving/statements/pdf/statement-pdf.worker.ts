import { serveWorkerTasks } from '../../../../platform/jobs/worker-task.util';
import type { StatementContent } from '../domain/statement.events';
import { renderStatement, type RenderedStatement } from './statement-render';

/**
 * A worker of StatementPdf's pool: renders each statement it is sent. The bytes go back moved, not
 * copied, from a buffer of their own (a small Buffer may share Node's pool, which must not move).
 */
serveWorkerTasks<StatementContent, RenderedStatement>(
  async (content) => {
    const { bytes, sha256 } = await renderStatement(content);
    const own = new Uint8Array(bytes.byteLength);
    own.set(bytes);
    return { bytes: Buffer.from(own.buffer), sha256 };
  },
  (result) => [result.bytes.buffer as ArrayBuffer],
);
