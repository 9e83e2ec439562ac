/** Removes this run's seeded demo churches (jest.global-setup.cjs). */
const { rmSync } = require('node:fs');

module.exports = async () => {
  const folder = process.env.KOINONIA_TEST_TEMPLATES;
  if (folder) rmSync(folder, { recursive: true, force: true });
};
