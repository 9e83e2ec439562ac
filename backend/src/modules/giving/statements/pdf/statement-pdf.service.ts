import { join } from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { WorkerPool } from '../../../../platform/jobs/worker-pool';
import type { StatementContent } from '../domain/statement.events';
import { renderStatement, type RenderedStatement } from './statement-render';

export type { RenderedStatement } from './statement-render';

/** The compiled worker beside this file (absent when the sources run under ts-jest: then the event loop renders). */
export const STATEMENT_PDF_WORKER = join(__dirname, 'statement-pdf.worker.js');

/**
 * Renders statements (statement-render.ts) on worker threads beside the event loop: a year-end run
 * of thousands spends most of its time in pdfkit, and on a worker that time no longer holds the
 * requests, the run's own progress, or the next donor's reading. The bytes are the same either way.
 */
@Injectable()
export class StatementPdf implements OnApplicationShutdown {
  private readonly pool = WorkerPool.ifBuilt<StatementContent, RenderedStatement>(STATEMENT_PDF_WORKER);

  async render(content: StatementContent): Promise<RenderedStatement> {
    if (!this.pool) return renderStatement(content);
    const { bytes, sha256 } = await this.pool.run(content);
    // A transferred buffer arrives as a plain Uint8Array.
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), sha256 };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
