/**
 * One folder per jest run for the API specs' seeded demo churches (backend/src/testing/test-app.util.ts
 * seeds each size once and copies it for every test app); jest.global-teardown.cjs removes it.
 * In memory where the machine has it, like the test apps' own stores.
 */
const { accessSync, constants, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  let root = tmpdir();
  try {
    accessSync('/dev/shm', constants.W_OK);
    root = '/dev/shm';
  } catch {
    // the temp folder, then
  }
  process.env.KOINONIA_TEST_TEMPLATES = mkdtempSync(join(root, 'koinonia-churches-'));
};
