import { execFile } from 'node:child_process';
import { Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { MediaKind, MediaMetadata } from '@koinonia/contracts';

/** Debian's ffmpeg tools: spawned one at a time, each with a time limit, never in the server's own process. */
export const FFPROBE = '/usr/bin/ffprobe';
export const FFMPEG = '/usr/bin/ffmpeg';
const TIME_LIMIT_MS = 60_000;
const THUMBNAIL_WIDTH = 480;

export interface ProbeResult {
  metadata: MediaMetadata;
  /** A JPEG thumbnail, when the file has a picture to show. */
  thumbnail: Buffer | null;
}

function run(command: string, args: string[], encoding: 'utf8' | 'buffer'): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIME_LIMIT_MS, maxBuffer: 32 * 1024 * 1024, encoding, killSignal: 'SIGKILL' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

type FfprobeStream = { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string };
type FfprobeOutput = { streams?: FfprobeStream[]; format?: { duration?: string } };

const finite = (value: string | number | undefined): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * Reads what a file holds: duration, resolution and codecs (ffprobe; sharp for images) and a
 * thumbnail (sharp for images, a frame by ffmpeg for video). One file at a time: a second call
 * waits for the first. A file it cannot read rejects; the caller records the probe as failed.
 */
@Injectable()
export class MediaProbe {
  private readonly logger = new Logger('MediaProbe');
  private queue: Promise<unknown> = Promise.resolve();

  probe(path: string, kind: MediaKind): Promise<ProbeResult> {
    const next = this.queue.then(() => this.probeNow(path, kind));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async probeNow(path: string, kind: MediaKind): Promise<ProbeResult> {
    if (kind === 'image') {
      const image = sharp(path, { limitInputPixels: 268_402_689 });
      const info = await image.metadata();
      const thumbnail = await sharp(path)
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      return {
        metadata: { durationSeconds: null, width: info.width ?? null, height: info.height ?? null, codecs: info.format ? [info.format] : [] },
        thumbnail,
      };
    }
    if (kind === 'document') return { metadata: { durationSeconds: null, width: null, height: null, codecs: [] }, thumbnail: null };
    const output = JSON.parse(
      (await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], 'utf8')) as string,
    ) as FfprobeOutput;
    const streams = output.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video');
    const ordered = [...streams.filter((s) => s.codec_type === 'video'), ...streams.filter((s) => s.codec_type === 'audio')];
    const metadata: MediaMetadata = {
      durationSeconds: finite(output.format?.duration) ?? finite(video?.duration),
      width: video?.width ?? null,
      height: video?.height ?? null,
      codecs: [...new Set(ordered.flatMap((s) => (s.codec_name ? [s.codec_name] : [])))],
    };
    let thumbnail: Buffer | null = null;
    if (kind === 'video' && video) {
      // A frame from a little way in (the first is often black), scaled by sharp.
      const at = Math.min(1, (metadata.durationSeconds ?? 0) / 2);
      try {
        const frame = (await run(
          FFMPEG,
          ['-v', 'error', '-ss', at.toFixed(2), '-i', path, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
          'buffer',
        )) as Buffer;
        if (frame.length > 0) thumbnail = await sharp(frame).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
      } catch (error) {
        this.logger.warn(`No thumbnail for a video: ${(error as Error).message}`);
      }
    }
    return { metadata, thumbnail };
  }
}
