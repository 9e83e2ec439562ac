// The API specs boot the whole app, hash passwords and restart it: jest's 5 s is too little on a loaded machine.
// (A project's testTimeout in jest.config.cjs is not read: jest takes it from the root config only.)
jest.setTimeout(30_000);
