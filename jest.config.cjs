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

module.exports = {
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
      // otplib's crypto (@noble/hashes, @scure/base) ships as ES modules only: compile those to CommonJS too.
      transform: { '^.+\\.tsx?$': swcNode, '^.+/node_modules/(@noble|@scure)/.+\\.js$': swcNode },
      transformIgnorePatterns: ['^(?!.*/node_modules/(@noble|@scure)/).*/node_modules/'],
      moduleNameMapper: contractsSource,
    },
    {
      displayName: 'frontend',
      rootDir: '<rootDir>/frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
      setupFiles: ['<rootDir>/jest.setup.cjs'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
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
