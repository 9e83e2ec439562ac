require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI's two cores are shared with API specs booting whole apps: what a page shows within a second
// alone can take several there. findBy* and waitFor wait up to 5 s before calling a test failed.
configure({ asyncUtilTimeout: 5000 });
