// The API specs boot the whole app, hash passwords and restart it: jest's 5 s is too little on a loaded machine.
// 60 s, not 30: in the clean-clone run of 2026-11-27 08:00 (4,510 tests, more apps booted per spec with the finance
// and audit contexts) boots under the two workers' contention took three to five times their time alone
// (listen.util: two apps 47 s, against 11 s alone). Why a boot suffers that much under contention is to be found.
// (A project's testTimeout in jest.config.cjs is not read: jest takes it from the root config only.)
jest.setTimeout(60_000);
