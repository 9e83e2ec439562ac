import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** Debian's ffmpeg and ffprobe, from PATH (FFMPEG_PATH / FFPROBE_PATH to choose others). */
export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';

/** Anything that looks like a key in a URL's last segment, and the given secrets, replaced: ffmpeg's words are shown and logged. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('***');
  return out.replace(/(rtmps?:\/\/[^\s]*\/)[^\s/]+/g, '$1***');
}

export function runFfmpeg(args: string[]): ChildProcessWithoutNullStreams {
  // -nostdin: nothing is typed to it (it stops on SIGINT), and it never waits on a terminal.
  const child = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', ...args], { stdio: 'pipe' });
  child.stdin.end();
  return child;
}

/**
 * Waits for ffmpeg to finish its files, its input having ended; then asks it to (SIGINT), and
 * after `graceMs` more stops it (SIGKILL).
 */
export function stopFfmpeg(child: ChildProcessWithoutNullStreams, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const ask = setTimeout(() => child.kill('SIGINT'), graceMs);
    const kill = setTimeout(() => child.kill('SIGKILL'), 2 * graceMs);
    child.once('exit', () => {
      clearTimeout(ask);
      clearTimeout(kill);
      resolve();
    });
  });
}

/** The media's length in seconds (ffprobe), 0 when it cannot be read. */
export function probeDuration(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', () => resolve(0));
    child.on('exit', () => {
      const seconds = Number.parseFloat(out.trim());
      resolve(Number.isFinite(seconds) ? Math.round(seconds * 10) / 10 : 0);
    });
  });
}

/** Runs ffmpeg to the end; rejects with its last words when it fails. */
export function ffmpegToEnd(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runFfmpeg(args);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`))));
  });
}
