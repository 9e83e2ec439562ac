import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RestreamState } from '@koinonia/contracts';
import { redact, runFfmpeg, stopFfmpeg } from './ffmpeg.util';

export interface RestreamTarget {
  destinationId: string;
  /** The full RTMP URL with the platform's key: never logged or shown. */
  url: string;
  key: string;
}

export interface RestreamStatus {
  state: RestreamState;
  reason?: string;
  attempts: number;
}

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * One destination's copy of the stream: `ffmpeg -c copy -f flv` from the local ingest to the
 * platform, restarted with backoff when it fails. Its failures are its own: the main stream and
 * the other destinations go on.
 */
export class Restreamer {
  private child: ChildProcessWithoutNullStreams | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private status: RestreamStatus = { state: 'connecting', attempts: 0 };

  constructor(
    private readonly source: string,
    private readonly target: RestreamTarget,
    private readonly onChange: (destinationId: string, status: RestreamStatus) => void,
  ) {}

  get current(): RestreamStatus {
    return this.status;
  }

  start(): void {
    if (this.stopped) return;
    this.set({ state: this.status.attempts === 0 ? 'connecting' : 'retrying', attempts: this.status.attempts, reason: this.status.reason });
    const child = runFfmpeg(['-progress', 'pipe:1', '-i', this.source, '-map', '0', '-c', 'copy', '-f', 'flv', this.target.url]);
    this.child = child;
    let lastError = '';
    child.stdout.on('data', (chunk: Buffer) => {
      // Progress comes only once the output is open and packets flow: the platform took the stream.
      if (this.status.state !== 'live' && chunk.toString().includes('progress=')) this.set({ state: 'live', attempts: this.status.attempts });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().trim().split('\n').filter(Boolean);
      if (lines.length) lastError = lines[lines.length - 1];
    });
    child.on('error', (error) => (lastError = error.message));
    child.on('exit', (code) => {
      if (this.child === child) this.child = null;
      if (this.stopped) return;
      const reason = redact(lastError || `ffmpeg exited with ${code}`, [this.target.key, this.source]).slice(0, 300);
      const attempts = this.status.attempts + 1;
      this.set({ state: 'failed', reason, attempts });
      this.retryTimer = setTimeout(() => this.start(), BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]);
      this.retryTimer.unref();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const child = this.child;
    this.child = null;
    if (child) {
      child.kill('SIGINT');
      await stopFfmpeg(child, 2000);
    }
  }

  private set(status: RestreamStatus): void {
    this.status = status;
    this.onChange(this.target.destinationId, status);
  }
}
