import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { bySystem } from '../../platform/commands/command-actor.type';
import { ChangeMediaDetailsCommand, RegisterMediaFileCommand } from '../content';
import { newPdfDocument } from '../../platform/pdf/pdf-bytes.util';

const FFMPEG = '/usr/bin/ffmpeg';

interface DemoMediaFile {
  name: string;
  tags: string[];
  /** Writes the file at `path`. */
  make: (path: string) => Promise<void>;
}

const banner = (title: string, subtitle: string, from: string, to: string) => async (path: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="1080" cy="140" r="220" fill="#ffffff" fill-opacity="0.08"/>
    <text x="96" y="380" font-family="Liberation Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${title}</text>
    <text x="96" y="460" font-family="Liberation Sans, Arial, sans-serif" font-size="40" fill="#ffffff" fill-opacity="0.85">${subtitle}</text>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(path);
};

const ffmpeg = (args: string[]) => (path: string) =>
  new Promise<void>((resolve, reject) =>
    execFile(FFMPEG, ['-v', 'error', '-y', ...args, path], { timeout: 60_000 }, (error) => (error ? reject(error) : resolve())),
  );

/** A one-page PDF of sermon notes: what a sermon gives as an attachment. */
const notes = (title: string, points: string[]) => async (path: string) => {
  const document = await newPdfDocument({ size: 'A4', margin: 56, info: { Title: title } });
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve).on('error', reject);
    document.pipe(out);
    document.fontSize(22).text(title).moveDown();
    for (const point of points) document.fontSize(12).text(`•  ${point}`).moveDown(0.5);
    document.end();
  });
};

/** Names of the demo files sermons use: their recording and their notes. */
export const DEMO_SERMON_AUDIO = 'The Good Shepherd (sermon audio).mp3';
export const DEMO_SERMON_NOTES = 'Sermon notes — The Word Became Flesh.pdf';

const IMAGES: DemoMediaFile[] = [
  {
    name: 'Easter Sunday banner.jpg',
    tags: ['easter', 'banner'],
    make: banner('Easter Sunday', 'He is risen — services at 8, 10 and 12', '#4338ca', '#7c3aed'),
  },
  {
    name: 'Youth retreat poster.jpg',
    tags: ['youth', 'poster'],
    make: banner('Youth Retreat', 'Three days at Cedar Lake · sign up in the foyer', '#0f766e', '#0891b2'),
  },
  {
    name: 'Harvest supper slide.jpg',
    tags: ['announcements'],
    make: banner('Harvest Supper', 'Saturday at 6 pm in the fellowship hall', '#b45309', '#be123c'),
  },
  {
    name: DEMO_SERMON_NOTES,
    tags: ['sermon', 'notes'],
    make: notes('The Word Became Flesh — John 1:1-14', [
      'In the beginning was the Word: before creation, with God, and God.',
      'The light shines in the darkness, and the darkness has not overcome it.',
      'The Word became flesh and dwelt among us: God came near.',
      'For the week: where do you need to see the glory, full of grace and truth?',
    ]),
  },
];

// Made only where ffmpeg is installed: a short welcome video and a sermon recording (a tone stands in for the voice).
const RECORDINGS: DemoMediaFile[] = [
  {
    name: 'Welcome video.mp4',
    tags: ['welcome', 'video'],
    make: ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25:duration=3',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ]),
  },
  {
    name: DEMO_SERMON_AUDIO,
    tags: ['sermon', 'audio'],
    // Half a minute of a soft chord (two tones), enough to press play and hear something.
    make: ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=220:duration=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=30',
      '-filter_complex',
      'amix=inputs=2,volume=0.5',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
    ]),
  },
];

/**
 * The demo church's media library, through the real upload command: three generated images, a PDF
 * of sermon notes, and where ffmpeg is installed a short video and a sermon recording. Uploaded by
 * the staff account; tagged. The probe reactor then reads their details and makes thumbnails, as
 * for any upload. Answers each file's id by its name (the demo sermons use the recording and notes).
 */
export async function seedDemoMedia(commands: CommandBus, people: { staffUserId: string }): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  const folder = await mkdtemp(join(tmpdir(), 'koinonia-demo-media-'));
  try {
    const files = existsSync(FFMPEG) ? [...IMAGES, ...RECORDINGS] : IMAGES;
    for (const file of files) {
      // ffmpeg picks the container by the extension.
      const path = join(folder, `file${extname(file.name)}`);
      try {
        await file.make(path);
      } catch (error) {
        // A demo without one recording is still a demo: the church starts either way.
        new Logger('DemoMedia').warn(`Could not make ${file.name}: ${(error as Error).message}`);
        continue;
      }
      const mediaId = randomUUID();
      await commands.execute(new RegisterMediaFileCommand(mediaId, path, file.name, bySystem(people.staffUserId)));
      await commands.execute(new ChangeMediaDetailsCommand(mediaId, { tags: file.tags }, undefined, bySystem(people.staffUserId)));
      await rm(path, { force: true });
      made.set(file.name, mediaId);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return made;
}
