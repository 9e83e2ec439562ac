// jsdom renders a page in a few hundred milliseconds alone, but the CI machine's two cores are shared with the
// API specs booting whole apps: a file's first render there took over jest's 5 s (add-member.dialog, member-merge).
// (A project's testTimeout in jest.config.cjs is not read: jest takes it from the root config only.)
jest.setTimeout(20_000);
