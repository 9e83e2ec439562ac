#!/usr/bin/env node
/*
 * Browser tests drive Debian's Chromium, never a downloaded browser; the statement tests read PDFs
 * with poppler's pdftotext; the media library and the livestream run Debian's ffmpeg and ffprobe (the
 * app needs them too). When any is missing we install it with apt (as root), or say exactly what to run.
 */
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PDFTOTEXT = '/usr/bin/pdftotext';
const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
const packages = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-liberation']),
  ...(existsSync(PDFTOTEXT) ? [] : ['poppler-utils']),
  ...(existsSync(FFMPEG) && existsSync(FFPROBE) ? [] : ['ffmpeg']),
];
if (packages.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Browser tests need Debian's Chromium at ${CHROMIUM}, the statement tests poppler's ${PDFTOTEXT} and the media tests ${FFMPEG}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${packages.join(', ')}...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync(`apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env });
const missing = [CHROMIUM, PDFTOTEXT, FFMPEG, FFPROBE].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(`apt-get finished but ${missing.join(' and ')} still missing.`);
  process.exit(1);
}
