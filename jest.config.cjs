/** One jest run for the three workspaces. Browser tests live in e2e/ and run under Playwright. */
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const contractsSource = { '^@koinonia/contracts$': '<rootDir>/../contracts/src/index.ts' };

const ESM_ONLY = '(@noble|@scure|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|@tus|srvx)';

module.exports = {
  // jest's default is one worker per core less one: a single worker on a 2-core CI machine, idle half
  // the time while the API specs wait on their app (the full run used 0.52 of a core). Both cores.
  maxWorkers: '100%',
  // Each API spec loads the whole app into its worker's module registry; workers grew to 3–4 GB over a run,
  // collecting garbage ever longer. A worker past 2 GB between files is replaced by a fresh one.
  workerIdleMemoryLimit: '2GB',
  // jsdom renders a page in a few hundred milliseconds alone, but CI's two cores are shared with the API specs
  // booting whole apps: a file's first render there took over jest's 5 s. (Read from the root config only; the
  // API specs set their own 60 s in backend/jest.setup.cjs.)
  testTimeout: 20_000,
  // This run's seeded demo churches, made once and copied for each API spec's app (backend/src/testing/test-app.util.ts).
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  projects: [
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.tsx?$': swcNode },
    },
    {
      displayName: 'backend',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
      // Some packages ship as ES modules only (otplib's crypto @noble/hashes and @scure/base; file-type
      // and its tokenizers): compile those to CommonJS too. Node loads file-type through require() by
      // its "module-sync" export, which jest's resolver does not know: it is named by path instead.
      transform: { '^.+\\.tsx?$': swcNode, [`^.+/node_modules/${ESM_ONLY}/.+\\.m?js$`]: swcNode },
      transformIgnorePatterns: [`^(?!.*/node_modules/${ESM_ONLY}/).*/node_modules/`],
      moduleNameMapper: { ...contractsSource, '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
    },
    {
      displayName: 'frontend',
      rootDir: '<rootDir>/frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
      setupFiles: ['<rootDir>/jest.setup.cjs'],
      setupFilesAfterEnv: ['<rootDir>/jest.after-env.cjs'],
      transform: {
        '^.+\\.tsx?$': [
          '@swc/jest',
          {
            jsc: {
              parser: { syntax: 'typescript', tsx: true, decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
              target: 'es2022',
            },
            module: { type: 'commonjs' },
          },
        ],
      },
      moduleNameMapper: { ...contractsSource, '\\.(css|svg|png)$': '<rootDir>/jest.asset-stub.cjs' },
    },
  ],
};
