import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free right now on 127.0.0.1 (chosen per run, never fixed). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Its own node-media-server in a child process (node-media-server keeps its state in module
 * globals, so a second one cannot share the app's process): a social platform's ingest standing
 * in, telling on stdout each stream path pushed to it.
 */
const STAND_IN = `
const logger = require('node-media-server/src/core/logger.js');
logger.log = () => undefined;
const Context = require('node-media-server/src/core/context.js');
const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js');
Context.config = { bind: '127.0.0.1', rtmp: { port: Number(process.argv[1]) } };
Context.eventEmitter.on('postPublish', (session) => process.stdout.write('publish ' + session.streamPath + '\\n'));
const server = new NodeRtmpServer();
server.tcpServer.listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

export interface RtmpStandIn {
  port: number;
  /** Stream paths pushed to it so far (`/live/<key>`). */
  published: string[];
  stop(): Promise<void>;
}

export async function startRtmpStandIn(): Promise<RtmpStandIn> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-e', STAND_IN, String(port)], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const published: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The RTMP stand-in exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line === 'listening') resolve();
        if (line.startsWith('publish ')) published.push(line.slice('publish '.length));
      }
    });
  });
  return {
    port,
    published,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** ffmpeg pushing a synthetic test pattern (1 s keyframes) to an RTMP URL, for `seconds` at most. */
export function pushTestPattern(url: string, seconds = 30): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-g',
      '30',
      '-c:a',
      'aac',
      '-f',
      'flv',
      url,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
}

/** Its exit code, once it exits. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
