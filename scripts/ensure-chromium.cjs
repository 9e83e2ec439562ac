#!/usr/bin/env node
/*
 * Browser tests drive Debian's Chromium, never a downloaded browser. When it is missing we
 * install it with apt (as root), or say exactly what to run.
 */
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation`,
  );
  process.exit(1);
}
console.log(`Installing Debian's chromium (${CHROMIUM} is missing)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
